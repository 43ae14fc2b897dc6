import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { CSRF_COOKIE, CSRF_HEADER } from './tokens';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Signed double-submit cookie. Every service issues the same kind of token (signed with the shared
 * SESSION_SECRET) in a readable SameSite cookie; a state-changing call must echo it in a header,
 * which a cross-site page cannot read or set. The signature stops a planted cookie being accepted.
 */
export function csrfProtection(secret: string, secure: boolean) {
  const sign = (nonce: string) => createHmac('sha256', `csrf:${secret}`).update(nonce).digest('base64url');
  const isValid = (token: unknown): token is string => {
    if (typeof token !== 'string') return false;
    const [nonce, signature] = token.split('.');
    if (!nonce || !signature) return false;
    const expected = Buffer.from(sign(nonce));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  };

  return (req: Request, res: Response, next: NextFunction) => {
    const cookieToken = req.cookies?.[CSRF_COOKIE];
    if (!isValid(cookieToken)) {
      const nonce = randomBytes(18).toString('base64url');
      res.cookie(CSRF_COOKIE, `${nonce}.${sign(nonce)}`, { httpOnly: false, sameSite: 'lax', secure, path: '/' });
    }
    if (SAFE_METHODS.has(req.method)) return next();
    const headerToken = req.get(CSRF_HEADER);
    if (isValid(cookieToken) && headerToken === cookieToken) return next();
    res.status(403).json({ statusCode: 403, error: 'Forbidden', message: 'Invalid or missing CSRF token' });
  };
}
