import {
  BadRequestException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { MailService, SERVICE_ENV } from '@sohnne/service-kit';
import { Model } from 'mongoose';
import { claimLink, newLinkToken, retireLinks, shopLink } from '../common';
import type { AccountEnv } from '../config';
import { SessionsService } from '../sessions/sessions.service';
import { hashPassword } from '../users';
import { User } from '../users';
import { PasswordResetRequest, PasswordResetToken } from './password-reset.schema';

const RESET_LINK_LIFETIME_MS = 30 * 60 * 1000;
export const RESET_REQUESTED =
  'If an account exists for that email address, we have sent a link to reset its password.';
export const RESET_DONE = 'Your password has been reset. Please log in with the new password.';
const RESET_LINK_INVALID = 'This password reset link is invalid or has expired';
const TOO_MANY_RESET_REQUESTS = 'Too many password reset requests. Please try again later.';

@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger(PasswordResetService.name);

  constructor(
    @InjectModel(PasswordResetToken.name) private readonly tokens: Model<PasswordResetToken>,
    @InjectModel(PasswordResetRequest.name) private readonly requests: Model<PasswordResetRequest>,
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly sessions: SessionsService,
    private readonly mail: MailService,
    @Inject(SERVICE_ENV) private readonly env: AccountEnv,
  ) {}

  /**
   * Counts the request, then, for a known address, mails a fresh link. Answers the same, at the same
   * pace, whether or not the account exists: the mail is sent after the answer.
   */
  async request(email: string, ip: string): Promise<void> {
    await this.throttle(email, ip);
    const user = await this.users.findOne({ email }).exec();
    if (!user) return;

    const { token, hash } = newLinkToken();
    await retireLinks(this.tokens, user._id);
    await this.tokens.create({
      token_hash: hash,
      user_id: user._id,
      expires_at: new Date(Date.now() + RESET_LINK_LIFETIME_MS),
    });
    const link = shopLink(this.env.PUBLIC_URL, '/reset-password', token);
    void this.mail
      .send({
        to: user.email,
        subject: 'Reset your Sohnne password',
        text: [
          'Hello,',
          '',
          'Someone asked to reset the password of your Sohnne account. To choose a new one, open:',
          link,
          '',
          'The link works once and expires in 30 minutes. If it was not you, ignore this e-mail.',
        ].join('\n'),
        html: `<p>Hello,</p><p>Someone asked to reset the password of your Sohnne account.</p><p><a href="${link}">Choose a new password</a></p><p>The link works once and expires in 30 minutes. If it was not you, ignore this e-mail.</p>`,
      })
      .catch((error: Error) => this.logger.error(`Password reset mail failed: ${error.message}`));
  }

  /** Uses a link once: sets the password and ends every session of the customer. */
  async reset(token: string, password: string): Promise<void> {
    const used = await claimLink(this.tokens, token);
    if (!used) throw new BadRequestException([RESET_LINK_INVALID]);
    const updated = await this.users
      .updateOne({ _id: used.user_id }, { $set: { password_hash: await hashPassword(password) } })
      .exec();
    if (updated.matchedCount === 0) throw new BadRequestException([RESET_LINK_INVALID]);
    await this.sessions.revokeAllOfUser(used.user_id.toString());
  }

  private async throttle(email: string, ip: string): Promise<void> {
    const now = Date.now();
    const since = new Date(now - this.env.RESET_RATE_WINDOW_MS);
    await this.requests.deleteMany({ requested_at: { $lte: since } }).exec();
    // Counted before it is judged: a request sees every request stored before its own, so at most the limit
    // pass however many arrive at once, on however many replicas (a refused one counts too).
    await this.requests.create({ email, ip, requested_at: new Date(now) });
    const [byEmail, byIp] = await Promise.all([
      this.requests.countDocuments({ email, requested_at: { $gt: since } }).exec(),
      this.requests.countDocuments({ ip, requested_at: { $gt: since } }).exec(),
    ]);
    if (byEmail > this.env.RESET_RATE_LIMIT_PER_EMAIL || byIp > this.env.RESET_RATE_LIMIT_PER_IP)
      throw new HttpException(TOO_MANY_RESET_REQUESTS, HttpStatus.TOO_MANY_REQUESTS);
  }
}
