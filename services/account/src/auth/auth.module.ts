import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { SERVICE_ENV, throttlerOnDatabase } from '@sohnne/service-kit';
import type { AccountEnv } from '../config';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LocalStrategy } from './local.strategy';
import { SessionCookies } from './session-cookie';

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
  controllers: [AuthController],
  providers: [AuthService, LocalStrategy, SessionCookies],
})
export class AuthModule {}
