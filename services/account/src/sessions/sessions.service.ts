import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, Model, Types } from 'mongoose';
import { Session } from './session.schema';

@Injectable()
export class SessionsService {
  constructor(@InjectModel(Session.name) private readonly sessions: Model<Session>) {}

  async create(
    userId: string,
    remember: boolean,
    lifetimeMs: number,
  ): Promise<{ sid: string; expiresAt: Date }> {
    const sid = randomBytes(24).toString('base64url');
    const expiresAt = new Date(Date.now() + lifetimeMs);
    await this.sessions.create({
      sid,
      user_id: new Types.ObjectId(userId),
      remember,
      expires_at: expiresAt,
    });
    return { sid, expiresAt };
  }

  /** True while the session exists for this user, is not revoked and has not expired. */
  async isActive(sid: string, userId: string): Promise<boolean> {
    if (!isValidObjectId(userId)) return false;
    const session = await this.sessions
      .exists({
        sid,
        user_id: new Types.ObjectId(userId),
        revoked_at: null,
        expires_at: { $gt: new Date() },
      })
      .exec();
    return session !== null;
  }

  async revoke(sid: string): Promise<void> {
    await this.sessions
      .updateOne({ sid, revoked_at: null }, { $set: { revoked_at: new Date() } })
      .exec();
  }

  /** Ends every session of a user, but the one named by exceptSid (the customer's current one) if given. */
  async revokeAllOfUser(userId: string, exceptSid?: string): Promise<void> {
    await this.sessions
      .updateMany(
        {
          user_id: new Types.ObjectId(userId),
          revoked_at: null,
          ...(exceptSid ? { sid: { $ne: exceptSid } } : {}),
        },
        { $set: { revoked_at: new Date() } },
      )
      .exec();
  }
}
