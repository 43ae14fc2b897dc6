import {
  createParamDecorator,
  ExecutionContext,
  Inject,
  Injectable,
  Optional,
  UnauthorizedException,
} from '@nestjs/common';
import { AuthGuard, PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { BaseEnv } from './config';
import { SERVICE_ENV, SESSION_CHECK, SESSION_COOKIE } from './tokens';

/** What the session token carries. `sub` is the user id; `sid` names the server-side session. */
export interface SessionClaims {
  sub: string;
  sid: string;
  name: string;
  email: string;
}

export type SessionCheck = (claims: SessionClaims) => Promise<boolean>;

const fromSessionCookie = (req: Request): string | null => req.cookies?.[SESSION_COOKIE] ?? null;

/**
 * Verifies the httpOnly session cookie (an HS256 token signed by the account service) without calling
 * the account service. The account service adds a SESSION_CHECK so a logged-out session stops working.
 */
@Injectable()
export class SessionStrategy extends PassportStrategy(Strategy, 'session') {
  constructor(
    @Inject(SERVICE_ENV) env: BaseEnv,
    @Optional() @Inject(SESSION_CHECK) private readonly check?: SessionCheck,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromExtractors([fromSessionCookie]),
      secretOrKey: env.SESSION_SECRET,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(claims: SessionClaims): Promise<SessionClaims> {
    if (!claims?.sub || !claims?.sid) throw new UnauthorizedException();
    if (this.check && !(await this.check(claims))) throw new UnauthorizedException();
    return { sub: claims.sub, sid: claims.sid, name: claims.name, email: claims.email };
  }
}

/** Requires a valid session: 401 otherwise. */
@Injectable()
export class SessionGuard extends AuthGuard('session') {}

/** Lets visitors through; `@CurrentUser()` is then undefined. */
@Injectable()
export class OptionalSessionGuard extends AuthGuard('session') {
  override handleRequest<T>(_error: unknown, user: T | false): T | undefined {
    return user || undefined; // passport reports 'no user' as false
  }
}

export const CurrentUser = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): SessionClaims | undefined =>
    ctx.switchToHttp().getRequest<Request & { user?: SessionClaims }>().user,
);
