import type { CookieOptions, Response } from 'express';
import { CsrfTokens, SESSION_COOKIE } from '@sohnne/service-kit';
import { env } from '../config';

/** The CSRF token is bound to the session: a new session comes with its token, so the next call works. */
const csrf = new CsrfTokens(env.SESSION_SECRET, env.COOKIE_SECURE);

const base = (): CookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: env.COOKIE_SECURE,
  path: '/',
});

/** Without maxAge the cookie lasts until the browser closes ('remember me' off). */
export function setSessionCookie(res: Response, token: string, maxAgeMs?: number): void {
  res.cookie(
    SESSION_COOKIE,
    token,
    maxAgeMs === undefined ? base() : { ...base(), maxAge: maxAgeMs },
  );
  csrf.issue(res.req, res, token);
}

export function clearSessionCookie(res: Response): void {
  res.clearCookie(SESSION_COOKIE, base());
  csrf.issue(res.req, res, null);
}
