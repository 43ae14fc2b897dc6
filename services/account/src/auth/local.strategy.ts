import { Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import { UserDocument } from '../users';
import { AuthService } from './auth.service';

/** The login form's `email` field holds an e-mail address or a username. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'email', passwordField: 'password', session: false });
  }

  async validate(identifier: string, password: string): Promise<UserDocument> {
    const user = await this.auth.validateUser(identifier, password);
    if (!user) throw new UnauthorizedException('Invalid credentials');
    return user;
  }
}
