import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { User, UserSchema } from '../users';
import { EmailChangeController } from './email-change.controller';
import { EmailChangeToken, EmailChangeTokenSchema } from './email-change.schema';
import { EmailChangeService } from './email-change.service';
import { ProfileController } from './profile.controller';
import { ProfileService } from './profile.service';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: User.name, schema: UserSchema },
      { name: EmailChangeToken.name, schema: EmailChangeTokenSchema },
    ]),
  ],
  controllers: [ProfileController, EmailChangeController],
  providers: [ProfileService, EmailChangeService],
})
export class ProfileModule {}
