import {
  createParamDecorator,
  ExecutionContext,
  Inject,
  Injectable,
  Optional,
  ServiceUnavailableException,
  UnauthorizedException,
} from '@nestjs/common';
import { AuthGuard, PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { LRUCache } from 'lru-cache';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { BaseEnv } from './config';
import { SERVICE_ENV, SESSION_CHECK, SESSION_COOKIE, SESSION_LOOKUP_PATH } from './tokens';

/**
 * What the session token carries: ids only, no personal data (the token is readable base64). `sub` is the
 * user id; `sid` names the server-side session in the account service.
 */
export interface SessionClaims {
  sub: string;
  sid: string;
}

export type SessionCheck = (claims: SessionClaims) => Promise<boolean>;

const fromSessionCookie = (req: Request): string | null => req.cookies?.[SESSION_COOKIE] ?? null;
export const SESSIONS_UNAVAILABLE = 'Signing in is unavailable right now. Please try again.';

const MAX_CACHED_SESSIONS = 10_000;
const LOOKUP_TIMEOUT_MS = 2000;

/**
 * Asks the account service whether a session is still active, and remembers the answer for
 * SESSION_CHECK_TTL_MS (at most 2 s), counted from when the question was asked: a logout or revocation
 * reaches every service within that time. The remembered answers are an optimisation only (one look-up
 * per session and replica every TTL instead of one per request); the account's database decides.
 */
@Injectable()
export class RemoteSessionCheck {
  // in-memory-ok: answers kept at most SESSION_CHECK_TTL_MS (≤ 2 s), the account's database decides
  private readonly answers: LRUCache<string, Promise<boolean>> | null;

  constructor(@Inject(SERVICE_ENV) private readonly env: BaseEnv) {
    // A TTL of 0 keeps nothing (lru-cache would read 0 as 'forever').
    this.answers =
      env.SESSION_CHECK_TTL_MS > 0
        ? new LRUCache({ max: MAX_CACHED_SESSIONS, ttl: env.SESSION_CHECK_TTL_MS })
        : null;
  }

  readonly check: SessionCheck = (claims) => {
    const key = `${claims.sid}|${claims.sub}`;
    const cached = this.answers?.get(key);
    if (cached) return cached;
    const active = this.lookUp(claims);
    this.answers?.set(key, active);
    // A failed look-up is not remembered: the next request asks again.
    active.catch(() => {
      if (this.answers?.peek(key) === active) this.answers.delete(key);
    });
    return active;
  };

  private async lookUp({ sid, sub }: SessionClaims): Promise<boolean> {
    const url = new URL(`${SESSION_LOOKUP_PATH}/${encodeURIComponent(sid)}`, this.env.ACCOUNT_URL);
    url.searchParams.set('user', sub);
    let response: globalThis.Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS) });
    } catch {
      throw new ServiceUnavailableException(SESSIONS_UNAVAILABLE);
    }
    if (!response.ok) throw new ServiceUnavailableException(SESSIONS_UNAVAILABLE);
    const body = (await response.json().catch(() => null)) as { active?: unknown } | null;
    return body?.active === true;
  }
}

/**
 * Verifies the httpOnly session cookie (an HS256 token signed by the account service; a forged, expired or
 * alg:none token is no session) and that its session is still active: in the account service through its
 * own SESSION_CHECK, elsewhere by asking the account service (RemoteSessionCheck).
 */
@Injectable()
export class SessionStrategy extends PassportStrategy(Strategy, 'session') {
  private readonly check: SessionCheck;

  constructor(
    @Inject(SERVICE_ENV) env: BaseEnv,
    remote: RemoteSessionCheck,
    @Optional() @Inject(SESSION_CHECK) local?: SessionCheck,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromExtractors([fromSessionCookie]),
      secretOrKey: env.SESSION_SECRET,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
    this.check = local ?? remote.check;
  }

  async validate(claims: Partial<SessionClaims> | null): Promise<SessionClaims> {
    const { sub, sid } = claims ?? {};
    if (typeof sub !== 'string' || typeof sid !== 'string' || !sub || !sid)
      throw new UnauthorizedException();
    if (!(await this.check({ sub, sid }))) throw new UnauthorizedException();
    return { sub, sid };
  }
}

/** Requires a valid session: 401 otherwise. */
@Injectable()
export class SessionGuard extends AuthGuard('session') {}

/** Lets visitors through; `@CurrentUser()` is then undefined. */
@Injectable()
export class OptionalSessionGuard extends AuthGuard('session') {
  override handleRequest<T>(error: unknown, user: T | false): T | undefined {
    // The session store being unreachable is not 'a visitor': the customer would see an empty cart.
    if (error instanceof ServiceUnavailableException) throw error;
    return user || undefined; // passport reports 'no user' as false
  }
}

export const CurrentUser = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): SessionClaims | undefined =>
    ctx.switchToHttp().getRequest<Request & { user?: SessionClaims }>().user,
);
