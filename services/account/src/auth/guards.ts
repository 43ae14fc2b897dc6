import { ExecutionContext, Injectable, ValidationPipe } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { Request } from 'express';
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

/** Counts attempts per client IP and username: slows password guessing, spares others on that IP. */
@Injectable()
export class LoginThrottlerGuard extends ThrottlerGuard {
  protected override async getTracker(req: Request): Promise<string> {
    const ip = await super.getTracker(req);
    const email: unknown = req.body?.email;
    const login = typeof email === 'string' ? email.trim().toLowerCase() : '';
    return `${ip}|${login}`;
  }

  protected override async getErrorMessage(): Promise<string> {
    return 'Too many login attempts. Please try again in a minute.';
  }
}

@Injectable()
export class SignUpThrottlerGuard extends ThrottlerGuard {
  protected override async getErrorMessage(): Promise<string> {
    return 'Too many sign-up attempts. Please try again in a minute.';
  }
}
