import { Injectable, NestMiddleware } from '@nestjs/common';
import { CsrfTokens } from '@sohnne/service-kit';
import type { SessionClaims } from '@sohnne/service-kit';
import type { NextFunction, Request, Response } from 'express';
import type { CartRequester } from './cart.service';

export const CART_COOKIE = 'sohnne_cart';

/**
 * The visitor cart cookie is `<cart id>.<signature>`, signed for the browser's own visitor id (the
 * kit's httpOnly `sohnne_visitor`). Ahead of every route this replaces the cookie with the bare cart id
 * when the signature holds, and drops it otherwise: a cart cookie copied into another browser, or made
 * up, names no cart there, so it can be neither read nor changed nor merged into a customer's cart.
 */
@Injectable()
export class CartCookieMiddleware implements NestMiddleware {
  constructor(private readonly tokens: CsrfTokens) {}

  use(req: Request, res: Response, next: NextFunction): void {
    const cookie: unknown = req.cookies?.[CART_COOKIE];
    if (cookie !== undefined) {
      const cartId = this.tokens.verifyForVisitor(req, cookie);
      if (cartId) {
        req.cookies[CART_COOKIE] = cartId;
      } else {
        delete req.cookies[CART_COOKIE];
        res.clearCookie(CART_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/' });
      }
    }
    next();
  }
}

/** The cookie value for a visitor cart, valid in this browser only. */
export const signedCartCookie = (tokens: CsrfTokens, req: Request, cartId: string): string =>
  tokens.signForVisitor(req, cartId);

/** Whose cart a request addresses: the signed-in user's, else the visitor's (cookie verified above). */
export function cartRequester(req: Request, user?: SessionClaims | false): CartRequester {
  const cookie: unknown = req.cookies?.[CART_COOKIE];
  // The session guard leaves `false` (not undefined) for visitors.
  return {
    user: user || undefined,
    cookieCartId: typeof cookie === 'string' && cookie ? cookie : undefined,
  };
}
