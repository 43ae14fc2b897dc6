import { Module } from '@nestjs/common';
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

@Module({
  imports: [
    ServiceKitModule.forRoot({ name: 'account', dbName: 'sohnne_account', config: accountConfig }),
    MailModule.forRootAsync((env: AccountEnv) => ({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      outboxDir: env.MAIL_OUTBOX_DIR,
    })),
    SessionsModule,
    UsersModule,
    AuthModule,
    ProfileModule,
    AddressesModule,
    WishlistModule,
    PasswordResetModule,
    PlacesModule,
    ManualsModule,
  ],
})
export class AppModule {}
