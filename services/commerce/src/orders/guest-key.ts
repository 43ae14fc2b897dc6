import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';

/** A guest browser's key to its own orders (httpOnly; only its sha256 is stored with the order). */
export const GUEST_ORDERS_COOKIE = 'sohnne_guest_orders';
const GUEST_ORDERS_DAYS = 180;

export const readGuestKey = (req: Request): string | undefined => {
  const value: unknown = req.cookies?.[GUEST_ORDERS_COOKIE];
  return typeof value === 'string' && /^[A-Za-z0-9_-]{32,64}$/.test(value) ? value : undefined;
};

export function ensureGuestKey(req: Request, res: Response, secure: boolean): string {
  const key = readGuestKey(req) ?? randomBytes(32).toString('base64url');
  res.cookie(GUEST_ORDERS_COOKIE, key, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: GUEST_ORDERS_DAYS * 24 * 60 * 60 * 1000,
  });
  return key;
}
