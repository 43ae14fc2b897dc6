import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@sohnne/service-kit';
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
export class AppModule {}
