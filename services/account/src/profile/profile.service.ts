import { BadRequestException, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { SessionsService } from '../sessions/sessions.service';
import { hashPassword, verifyPassword } from '../users';
import { User, UserDocument } from '../users';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { EmailChangeService } from './email-change.service';

const PASSWORD_FIELDS_INCOMPLETE = 'All password fields must be filled to change password';
const NEW_PASSWORD_TOO_SHORT = 'New password must be at least 8 characters';
const CURRENT_PASSWORD_NEEDED = 'Current password is required to change the email address';
const CURRENT_PASSWORD_WRONG = 'Current password is incorrect';

@Injectable()
export class ProfileService {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly sessions: SessionsService,
    private readonly emailChanges: EmailChangeService,
  ) {}

  async get(userId: string): Promise<UserDocument> {
    const user = await this.users.findById(userId).exec();
    if (!user) throw new UnauthorizedException();
    return user;
  }

  /**
   * Saves the profile. A new password or e-mail needs the current password; a new password ends every
   * other session of the customer (the one saving stays signed in). A new e-mail is counted against its
   * limit before the password is checked, and only asked for: it takes effect once its link is opened
   * (EmailChangeService), so the answer is the same whether or not another account has it.
   */
  async update(
    userId: string,
    sid: string,
    ip: string,
    form: UpdateProfileDto,
  ): Promise<UserDocument> {
    const current = form.current_password ?? '';
    const next = form.new_password ?? '';
    if (next !== '' && current === '') throw new BadRequestException([PASSWORD_FIELDS_INCOMPLETE]);
    if (next !== '' && next.length < 8) throw new BadRequestException([NEW_PASSWORD_TOO_SHORT]);

    const user = await this.users.findById(userId).select('+password_hash').exec();
    if (!user) throw new UnauthorizedException();
    const emailChanged = form.email !== user.email;
    if (emailChanged) await this.emailChanges.throttle(userId, ip);
    // A current password alone is a half-filled password change, unless it confirms a new e-mail.
    if (current !== '' && next === '' && !emailChanged)
      throw new BadRequestException([PASSWORD_FIELDS_INCOMPLETE]);
    if (emailChanged && current === '') throw new BadRequestException([CURRENT_PASSWORD_NEEDED]);
    if (current !== '' && !(await verifyPassword(current, user.password_hash)))
      throw new BadRequestException([CURRENT_PASSWORD_WRONG]);

    user.set({
      first_name: form.first_name,
      last_name: form.last_name,
      display_name: form.display_name,
      ...(form.is_opt_in === undefined ? {} : { is_opt_in: form.is_opt_in }),
      ...(next !== '' ? { password_hash: await hashPassword(next) } : {}),
    });
    await user.save();
    if (emailChanged) await this.emailChanges.request(user, form.email);
    if (next !== '') await this.sessions.revokeAllOfUser(userId, sid);
    return this.get(userId);
  }
}
