import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { throttlerOnDatabase } from '@sohnne/service-kit';
import { AccountEnv, env } from '../config';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LocalStrategy } from './local.strategy';

@Module({
  imports: [
    UsersModule,
    JwtModule.register({
      secret: env.SESSION_SECRET,
      signOptions: { algorithm: 'HS256' },
      verifyOptions: { algorithms: ['HS256'] },
    }),
    // Applied where a route names a throttler guard (sign-up); the login guard counts in its storage.
    throttlerOnDatabase((config: AccountEnv) => [
      { limit: config.LOGIN_RATE_LIMIT, ttl: config.LOGIN_RATE_TTL_MS },
    ]),
  ],
  controllers: [AuthController],
  providers: [AuthService, LocalStrategy],
})
export class AuthModule {}
