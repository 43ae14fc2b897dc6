import {
  isDuplicateKey,
  DatabaseThrottlerStorage,
  MailService,
  SERVICE_ENV,
} from '@sohnne/service-kit';
import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { ThrottlerException } from '@nestjs/throttler';
import { Model } from 'mongoose';
import { claimLink, newLinkToken, retireLinks, shopLink } from '../common';
import type { AccountEnv } from '../config';
import { User, UserDocument } from '../users';
import { EmailChangeToken } from './email-change.schema';

const CONFIRM_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;
const TOO_MANY_EMAIL_CHANGES = 'Too many e-mail address changes. Please try again later.';
const EMAIL_LINK_INVALID = 'This confirmation link is invalid or has expired';

/**
 * A new e-mail address takes effect only once a link mailed to it is opened. Asking for one answers the
 * same whether or not the address belongs to another account (the owner of a taken address is mailed a
 * notice instead of a link), so the profile form tells nobody who has an account.
 */
@Injectable()
export class EmailChangeService {
  private readonly logger = new Logger(EmailChangeService.name);

  constructor(
    @InjectModel(EmailChangeToken.name) private readonly tokens: Model<EmailChangeToken>,
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly attempts: DatabaseThrottlerStorage,
    private readonly mail: MailService,
    @Inject(SERVICE_ENV) private readonly env: AccountEnv,
  ) {}

  /**
   * Counts a change asked for, per account and per client IP, in the database the replicas share (each
   * attempt inserted, then counted: the sign-up limit's storage); 429 past the limit.
   */
  async throttle(userId: string, ip: string): Promise<void> {
    const window = this.env.EMAIL_CHANGE_RATE_WINDOW_MS;
    const limits: [string, number][] = [
      [`account:${userId}`, this.env.EMAIL_CHANGE_RATE_LIMIT],
      [`ip:${ip}`, this.env.EMAIL_CHANGE_RATE_LIMIT_PER_IP],
    ];
    const counts = await Promise.all(
      limits.map(([key, limit]) => this.attempts.increment(key, window, limit, 0, 'email-change')),
    );
    if (counts.some((count) => count.isBlocked))
      throw new ThrottlerException(TOO_MANY_EMAIL_CHANGES);
  }

  /** Records `email` as the customer's pending address and mails it a link (or, when taken, a notice). */
  async request(user: UserDocument, email: string): Promise<void> {
    await retireLinks(this.tokens, user._id);
    await this.users.updateOne({ _id: user._id }, { $set: { pending_email: email } }).exec();
    const taken = await this.users.exists({ email, _id: { $ne: user._id } });
    const message = taken ? this.takenNotice() : await this.confirmation(user, email);
    void this.mail
      .send({ to: email, ...message })
      .catch((error: Error) => this.logger.error(`E-mail change mail failed: ${error.message}`));
  }

  /** Opens a link once: the address becomes the customer's, unless another account took it meanwhile. */
  async confirm(token: string): Promise<string> {
    const used = await claimLink(this.tokens, token);
    if (!used) throw new BadRequestException([EMAIL_LINK_INVALID]);
    // Another account took the address meanwhile. Checked first as well: the embedded database answers an
    // update that breaks a unique index with a generic error, not MongoDB's duplicate key.
    if (await this.users.exists({ email: used.email, _id: { $ne: used.user_id } }))
      throw new BadRequestException([EMAIL_LINK_INVALID]);
    try {
      const changed = await this.users
        .updateOne({ _id: used.user_id }, { $set: { email: used.email, pending_email: null } })
        .exec();
      if (changed.matchedCount === 0) throw new BadRequestException([EMAIL_LINK_INVALID]);
    } catch (error) {
      if (isDuplicateKey(error)) throw new BadRequestException([EMAIL_LINK_INVALID]);
      throw error;
    }
    return used.email;
  }

  private async confirmation(user: UserDocument, email: string) {
    const { token, hash } = newLinkToken();
    await this.tokens.create({
      token_hash: hash,
      user_id: user._id,
      email,
      expires_at: new Date(Date.now() + CONFIRM_LINK_LIFETIME_MS),
    });
    const link = shopLink(this.env.PUBLIC_URL, '/confirm-email', token);
    const lines = [
      'Hello,',
      '',
      'To make this the e-mail address of your Sohnne account, open:',
      link,
      '',
      'The link works once and expires in 24 hours. Until then your account keeps its current address.',
      'If it was not you, ignore this e-mail.',
    ];
    return {
      subject: 'Confirm your new Sohnne e-mail address',
      text: lines.join('\n'),
      html: `<p>Hello,</p><p>To make this the e-mail address of your Sohnne account, <a href="${link}">confirm it</a>.</p><p>The link works once and expires in 24 hours. Until then your account keeps its current address. If it was not you, ignore this e-mail.</p>`,
    };
  }

  private takenNotice() {
    const text =
      'Someone asked to use this e-mail address for another Sohnne account. It already belongs to your account, so nothing was changed. If it was you, sign in with this address instead.';
    return { subject: 'Your Sohnne e-mail address', text, html: `<p>${text}</p>` };
  }
}
