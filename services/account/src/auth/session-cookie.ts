import { Inject, Injectable } from '@nestjs/common';
import type { CookieOptions, Response } from 'express';
import { CsrfTokens, SERVICE_ENV, SESSION_COOKIE } from '@sohnne/service-kit';
import type { AccountEnv } from '../config';

/** The session cookie, and with it the CSRF token bound to it, so the browser's next call works. */
@Injectable()
export class SessionCookies {
  constructor(
    private readonly csrf: CsrfTokens,
    @Inject(SERVICE_ENV) private readonly env: AccountEnv,
  ) {}

  private options(): CookieOptions {
    return { httpOnly: true, sameSite: 'lax', secure: this.env.COOKIE_SECURE, path: '/' };
  }

  /** Without maxAge the cookie lasts until the browser closes ('remember me' off). */
  set(res: Response, token: string, maxAgeMs?: number): void {
    const options = this.options();
    res.cookie(
      SESSION_COOKIE,
      token,
      maxAgeMs === undefined ? options : { ...options, maxAge: maxAgeMs },
    );
    this.csrf.issue(res.req, res, token);
  }

  clear(res: Response): void {
    res.clearCookie(SESSION_COOKIE, this.options());
    this.csrf.issue(res.req, res, null);
  }
}
