import { Injectable, NestMiddleware } from '@nestjs/common';
import { CsrfTokens } from '@sohnne/service-kit';
import type { NextFunction, Request, Response } from 'express';

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
