import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { SessionClaims } from '@sohnne/service-kit';
import { SessionsService } from '../sessions/sessions.service';
import { hashPassword, verifyPassword } from '../users';
import { SessionUser, toSessionUser, UserDocument } from '../users';
import { UsersService } from '../users/users.service';

const HOUR_MS = 60 * 60 * 1000;
const REMEMBERED_SESSION_MS = 30 * 24 * HOUR_MS;
const BROWSER_SESSION_MS = 12 * HOUR_MS;

interface IssuedSession {
  token: string;
  /** Set only for 'remember me': the cookie then outlives the browser session. */
  cookieMaxAgeMs?: number;
  user: SessionUser;
}

@Injectable()
export class AuthService {
  /** Checked against when the login names no user, so unknown and known users take the same time. */
  private readonly decoyHash = hashPassword(randomBytes(16).toString('hex'));

  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly jwt: JwtService,
  ) {}

  async validateUser(identifier: string, password: string): Promise<UserDocument | null> {
    const user = await this.users.findForLogin(identifier);
    const matches = await verifyPassword(password, user?.password_hash ?? (await this.decoyHash));
    return user && matches ? user : null;
  }

  signUp(email: string, password: string): Promise<UserDocument> {
    return this.users.create(email, password);
  }

  async startSession(user: UserDocument, remember: boolean): Promise<IssuedSession> {
    const lifetimeMs = remember ? REMEMBERED_SESSION_MS : BROWSER_SESSION_MS;
    const sessionUser = toSessionUser(user);
    const { sid } = await this.sessions.create(user.id, remember, lifetimeMs);
    // Ids only: the token is readable base64, so no personal data goes in it.
    const claims: SessionClaims = { sub: sessionUser.user_id, sid };
    const token = await this.jwt.signAsync(claims, { expiresIn: Math.floor(lifetimeMs / 1000) });
    return { token, cookieMaxAgeMs: remember ? lifetimeMs : undefined, user: sessionUser };
  }

  /** Revokes the session a cookie names; a missing, forged or malformed cookie is simply ignored. */
  async endSession(token: string | undefined): Promise<void> {
    if (!token) return;
    const claims = await this.jwt
      .verifyAsync<SessionClaims>(token, { ignoreExpiration: true })
      .catch(() => null);
    if (typeof claims?.sid === 'string') await this.sessions.revoke(claims.sid);
  }

  async currentUser(claims: SessionClaims | undefined | false): Promise<SessionUser | null> {
    if (!claims) return null;
    const user = await this.users.findById(claims.sub);
    return user ? toSessionUser(user) : null;
  }
}
