import type { CookieOptions, Response } from 'express';
import { SESSION_COOKIE } from '@sohnne/service-kit';
import { env } from '../config';

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
}

export function clearSessionCookie(res: Response): void {
  res.clearCookie(SESSION_COOKIE, base());
}
