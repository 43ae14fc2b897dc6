import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieOptions, NextFunction, Request, Response } from 'express';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE, VISITOR_COOKIE } from './tokens';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The visitor cookie outlives the visitor cart (60 days) it signs. */
const VISITOR_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;
const VISITOR_ID = Symbol('sohnne.visitorId');

type VisitorRequest = Request & { [VISITOR_ID]?: string };

const equal = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** The visitor id the CSRF middleware read or issued for this request (the browser's own, httpOnly). */
export function visitorIdOf(req: Request): string {
  const id = (req as VisitorRequest)[VISITOR_ID];
  if (!id) throw new Error('visitorIdOf() needs the service kit CSRF middleware in front');
  return id;
}

export interface SameOriginOptions {
  /** Origins other than the request's own host that may make state-changing calls. */
  allowedOrigins?: readonly string[];
  /**
   * Paths called by a provider's server, never by a browser, and authenticated by their own signature over
   * the raw body (a payment webhook): no cookie, so neither the CSRF pair nor an Origin applies.
   */
  signedWebhooks?: readonly string[];
  /**
   * Every safe request (GET, HEAD, OPTIONS) answers what no visitor owns (the catalogue): it issues no
   * visitor or CSRF cookie, which would have to be stripped from the shared answer anyway, and costs no
   * random bytes or HMACs. Unsafe requests are checked as everywhere else.
   */
  publicReads?: boolean;
}

/**
 * Signed double-submit cookie bound to the browser. Every service issues the same kind of token (signed
 * with the shared SESSION_SECRET) in a readable SameSite cookie; a state-changing call must echo it in a
 * header, which a cross-site page cannot read or set. The token is bound to the session cookie when there
 * is one, else to the httpOnly visitor id, so a pair taken from one browser is worth nothing in another.
 * Browsers also say where a call comes from (Origin, Sec-Fetch-Site): a cross-site one is refused first.
 */
export class CsrfTokens {
  constructor(
    private readonly secret: string,
    private readonly secure: boolean,
    private readonly options: SameOriginOptions = {},
  ) {}

  private mac(purpose: string, value: string): string {
    return createHmac('sha256', `${purpose}:${this.secret}`).update(value).digest('base64url');
  }

  /** `<id>.<signature>`: a value the browser keeps but cannot make up. */
  private signed(purpose: string, value: string): string {
    return `${value}.${this.mac(purpose, value)}`;
  }

  private unsigned(purpose: string, token: unknown): string | undefined {
    if (typeof token !== 'string') return undefined;
    const dot = token.lastIndexOf('.');
    if (dot <= 0) return undefined;
    const value = token.slice(0, dot);
    return equal(this.mac(purpose, value), token.slice(dot + 1)) ? value : undefined;
  }

  /** A value (e.g. a visitor cart id) signed for this browser only. */
  signForVisitor(req: Request, value: string): string {
    return `${value}.${this.mac(`visitor-bound:${visitorIdOf(req)}`, value)}`;
  }

  /** The value signed by signForVisitor in this browser, or undefined (forged, or another browser's). */
  verifyForVisitor(req: Request, token: unknown): string | undefined {
    return this.unsigned(`visitor-bound:${visitorIdOf(req)}`, token);
  }

  private binding(req: Request, sessionToken: string | null | undefined): string {
    if (sessionToken) return `s:${createHash('sha256').update(sessionToken).digest('base64url')}`;
    return `v:${visitorIdOf(req)}`;
  }

  private tokenFor(binding: string, nonce = randomBytes(18).toString('base64url')): string {
    return `${nonce}.${this.mac('csrf', `${nonce}|${binding}`)}`;
  }

  private isValid(token: unknown, binding: string): token is string {
    if (typeof token !== 'string') return false;
    const [nonce, signature, extra] = token.split('.');
    if (!nonce || !signature || extra !== undefined) return false;
    return equal(this.tokenFor(binding, nonce), token);
  }

  private cookieOptions(): CookieOptions {
    return { httpOnly: false, sameSite: 'lax', secure: this.secure, path: '/' };
  }

  /**
   * Issues the CSRF cookie for the session the response is about to set (or, for null, for the visitor):
   * the account service calls it at login and logout so the browser's next call works without a round trip.
   */
  issue(req: Request, res: Response, sessionToken: string | null): void {
    res.cookie(CSRF_COOKIE, this.tokenFor(this.binding(req, sessionToken)), this.cookieOptions());
  }

  /** The URL (an Origin or a Referer) is on the request's own host. */
  private static isShopUrl(url: string, req: Request): boolean {
    try {
      return new URL(url).host === req.get('host'); // 'null' (sandboxed frames, file:) throws
    } catch {
      return false;
    }
  }

  private static isSameSite(site: string): boolean {
    return site === 'same-origin' || site === 'none';
  }

  /** Origin and Sec-Fetch-Site, when the browser sends them, must name this shop. */
  private isSameOrigin(req: Request): boolean {
    const origin = req.get('origin');
    // An allowed other origin is cross-site by definition: Sec-Fetch-Site cannot say 'same-origin' for it.
    if (origin !== undefined && this.options.allowedOrigins?.includes(origin)) return true;
    if (origin !== undefined && !CsrfTokens.isShopUrl(origin, req)) return false;
    const site = req.get('sec-fetch-site');
    return site === undefined || CsrfTokens.isSameSite(site);
  }

  /**
   * For a change a plain link makes, without a CSRF token (a GET logout): the browser must say the call
   * comes from the shop itself. Sec-Fetch-Site from current browsers; for older ones, the Referer.
   */
  isFromShop(req: Request): boolean {
    const site = req.get('sec-fetch-site');
    if (site) return CsrfTokens.isSameSite(site);
    const referer = req.get('referer');
    return referer !== undefined && CsrfTokens.isShopUrl(referer, req);
  }

  middleware() {
    return (req: Request, res: Response, next: NextFunction) => {
      if (this.options.publicReads && SAFE_METHODS.has(req.method)) return next();
      let visitorId = this.unsigned('visitor', req.cookies?.[VISITOR_COOKIE]);
      if (!visitorId) {
        visitorId = randomBytes(18).toString('base64url');
        res.cookie(VISITOR_COOKIE, this.signed('visitor', visitorId), {
          ...this.cookieOptions(),
          httpOnly: true,
          maxAge: VISITOR_MAX_AGE_MS,
        });
      }
      (req as VisitorRequest)[VISITOR_ID] = visitorId;

      const sessionToken: unknown = req.cookies?.[SESSION_COOKIE];
      const binding = this.binding(req, typeof sessionToken === 'string' ? sessionToken : null);
      const cookieToken: unknown = req.cookies?.[CSRF_COOKIE];
      const valid = this.isValid(cookieToken, binding);
      if (!valid) res.cookie(CSRF_COOKIE, this.tokenFor(binding), this.cookieOptions());
      if (SAFE_METHODS.has(req.method) || this.options.signedWebhooks?.includes(req.path))
        return next();
      if (!this.isSameOrigin(req)) {
        return res
          .status(403)
          .json({ statusCode: 403, error: 'Forbidden', message: 'Cross-site request refused' });
      }
      const headerToken = req.get(CSRF_HEADER);
      if (valid && typeof headerToken === 'string' && equal(headerToken, cookieToken))
        return next();
      res
        .status(403)
        .json({ statusCode: 403, error: 'Forbidden', message: 'Invalid or missing CSRF token' });
    };
  }
}

/** The middleware alone, for a service that needs nothing else of CsrfTokens. */
export function csrfProtection(secret: string, secure: boolean, options: SameOriginOptions = {}) {
  return new CsrfTokens(secret, secure, options).middleware();
}
