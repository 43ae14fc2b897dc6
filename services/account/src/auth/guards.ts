import { CanActivate, ExecutionContext, Inject, Injectable, ValidationPipe } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import {
  InjectThrottlerStorage,
  ThrottlerException,
  ThrottlerGuard,
  ThrottlerStorage,
} from '@nestjs/throttler';
import { SERVICE_ENV } from '@sohnne/service-kit';
import type { Request, Response } from 'express';
import type { AccountEnv } from '../config';
import { UsersService } from '../users/users.service';
import { LoginDto } from './dto/login.dto';

/**
 * Guards run before pipes, so the login body is validated here, ahead of passport: a bad form answers
 * 400 with the form's messages instead of passport's bare 401.
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  private readonly validation = new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
  });

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    req.body = await this.validation.transform(req.body ?? {}, {
      type: 'body',
      metatype: LoginDto,
    });
    return (await super.canActivate(context)) as boolean;
  }
}

const LOGIN_THROTTLED = 'Too many login attempts. Please try again in a minute.';

/**
 * Counts login attempts per account, whatever identifier was typed (e-mail or username resolve to the
 * same account), and per client address (req.ip: X-Forwarded-For only as far as TRUST_PROXY_HOPS). The
 * first slows guessing one customer's password, the second one client trying many accounts.
 */
@Injectable()
export class LoginThrottlerGuard implements CanActivate {
  constructor(
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
    private readonly users: UsersService,
    @Inject(SERVICE_ENV) private readonly env: AccountEnv,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    const typed: unknown = req.body?.email;
    const identifier = typeof typed === 'string' ? typed.trim().toLowerCase().slice(0, 320) : '';
    const accountId = identifier ? await this.users.idForLogin(identifier) : null;
    const ttl = this.env.LOGIN_RATE_TTL_MS;
    const counts = await Promise.all([
      this.storage.increment(
        accountId ? `account:${accountId}` : `unknown:${identifier}`,
        ttl,
        this.env.LOGIN_RATE_LIMIT,
        ttl,
        'login-account',
      ),
      this.storage.increment(
        `ip:${req.ip}`,
        ttl,
        this.env.LOGIN_RATE_LIMIT_PER_IP,
        ttl,
        'login-ip',
      ),
    ]);
    const blocked = counts.filter((count) => count.isBlocked);
    if (!blocked.length) return true;
    res.setHeader('Retry-After', Math.max(...blocked.map((count) => count.timeToBlockExpire)));
    throw new ThrottlerException(LOGIN_THROTTLED);
  }
}

@Injectable()
export class SignUpThrottlerGuard extends ThrottlerGuard {
  protected override async getErrorMessage(): Promise<string> {
    return 'Too many sign-up attempts. Please try again in a minute.';
  }
}
