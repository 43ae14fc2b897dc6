import { Module, type Type } from '@nestjs/common';
import { RouterModule } from '@nestjs/core';
import { MailModule, ServiceKitModule } from '@sohnne/service-kit';
import { AddressesModule } from './addresses/addresses.module';
import { AuthModule } from './auth/auth.module';
import { AccountEnv, accountConfig } from './config';
import { ManualsModule } from './manuals/manuals.module';
import { PasswordResetModule } from './password-reset/password-reset.module';
import { PlacesModule } from './places/places.module';
import { ProfileModule } from './profile/profile.module';
import { SessionsModule } from './sessions/sessions.module';
import { UsersModule } from './users/users.module';
import { WishlistModule } from './wishlist/wishlist.module';

/** The API areas: every controller in them answers under /api (the one place the prefix is set). */
const API_MODULES: Type<unknown>[] = [
  UsersModule,
  AuthModule,
  ProfileModule,
  AddressesModule,
  WishlistModule,
  PasswordResetModule,
  PlacesModule,
  ManualsModule,
];

@Module({
  imports: [
    ServiceKitModule.forRoot({ name: 'account', dbName: 'sohnne_account', config: accountConfig }),
    MailModule.forRootAsync((env: AccountEnv) => ({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      outboxDir: env.MAIL_OUTBOX_DIR,
    })),
    // The other services' session lookup (/internal/sessions), outside /api.
    SessionsModule,
    ...API_MODULES,
    RouterModule.register([{ path: 'api', children: API_MODULES }]),
  ],
})
export class AppModule {}
