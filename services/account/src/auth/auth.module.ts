import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { SERVICE_ENV, throttlerOnDatabase } from '@sohnne/service-kit';
import type { AccountEnv } from '../config';
import { UsersModule } from '../users/users.module';
import { AuthService } from './auth.service';
import { LocalStrategy } from './local.strategy';
import { LoginController } from './login.controller';
import { LogoutController } from './logout.controller';
import { SessionController } from './session.controller';
import { SessionCookies } from './session-cookie';
import { SignUpController } from './sign-up.controller';

@Module({
  imports: [
    UsersModule,
    JwtModule.registerAsync({
      inject: [SERVICE_ENV],
      useFactory: (env: AccountEnv) => ({
        secret: env.SESSION_SECRET,
        signOptions: { algorithm: 'HS256' },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
    // The sign-up limit (SignUpThrottlerGuard); the login guard counts in the same storage by its own keys.
    throttlerOnDatabase((env: AccountEnv) => [
      { limit: env.SIGNUP_RATE_LIMIT, ttl: env.LOGIN_RATE_TTL_MS },
    ]),
  ],
  controllers: [LoginController, SignUpController, LogoutController, SessionController],
  providers: [AuthService, LocalStrategy, SessionCookies],
})
export class AuthModule {}
