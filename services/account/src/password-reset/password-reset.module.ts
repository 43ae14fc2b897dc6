import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { User, UserSchema } from '../users';
import { PasswordResetController } from './password-reset.controller';
import {
  PasswordResetRequest,
  PasswordResetRequestSchema,
  PasswordResetToken,
  PasswordResetTokenSchema,
} from './password-reset.schema';
import { PasswordResetService } from './password-reset.service';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: PasswordResetToken.name, schema: PasswordResetTokenSchema },
      { name: PasswordResetRequest.name, schema: PasswordResetRequestSchema },
      { name: User.name, schema: UserSchema },
    ]),
  ],
  controllers: [PasswordResetController],
  providers: [PasswordResetService],
})
export class PasswordResetModule {}
