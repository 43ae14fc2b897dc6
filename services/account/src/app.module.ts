import { Module, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { ServiceKitModule } from '@sohnne/service-kit';
import type { Application } from 'express';
import { AuthModule } from './auth/auth.module';
import { env } from './config';
import { SessionsModule } from './sessions/sessions.module';
import { UsersModule } from './users/users.module';

@Module({
  imports: [
    ServiceKitModule.forRoot({ name: 'account', dbName: 'sohnne_account', env }),
    SessionsModule,
    UsersModule,
    AuthModule,
  ],
})
export class AppModule implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  /** Behind the local edge, req.ip (the login rate-limit key) is the shopper's from X-Forwarded-For. */
  onModuleInit(): void {
    this.adapterHost.httpAdapter.getInstance<Application>().set('trust proxy', 'loopback');
  }
}
