import { isDuplicateKey } from '@sohnne/service-kit';
import { ConflictException, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, Model } from 'mongoose';
import { hashPassword } from './password';
import { User, UserDocument } from './user.schema';

/** `Jane.Doe+shop@x.com` -> `jane.doe`: what is left of the local part after dropping tags and odd characters. */
export function usernameBase(email: string): string {
  const local = email.split('@')[0].split('+')[0].toLowerCase();
  return local.replace(/[^a-z0-9._-]/g, '').slice(0, 30) || 'user';
}

/** The base itself when free, otherwise the base followed by one more than the highest suffix taken. */
export function nextUsername(base: string, taken: string[]): string {
  if (!taken.includes(base)) return base;
  const suffixes = taken.map((name) => Number(name.slice(base.length)) || 1);
  return `${base}${Math.max(...suffixes) + 1}`;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

@Injectable()
export class UsersService {
  constructor(@InjectModel(User.name) private readonly users: Model<User>) {}

  findById(id: string): Promise<UserDocument | null> {
    return isValidObjectId(id) ? this.users.findById(id).exec() : Promise.resolve(null);
  }

  /** By e-mail or username (both stored lowercase), with the password hash. */
  findForLogin(identifier: string): Promise<UserDocument | null> {
    const value = identifier.trim().toLowerCase();
    return this.users
      .findOne({ $or: [{ email: value }, { username: value }] })
      .select('+password_hash')
      .exec();
  }

  /** The account an identifier typed at login names (e-mail or username), for the login throttle. */
  async idForLogin(identifier: string): Promise<string | null> {
    const value = identifier.trim().toLowerCase();
    const user = await this.users
      .findOne({ $or: [{ email: value }, { username: value }] }, { _id: 1 })
      .lean()
      .exec();
    return user ? String(user._id) : null;
  }

  /** Creates a customer; 409 when the e-mail is taken. Retries when a concurrent sign-up took the username. */
  async create(email: string, password: string): Promise<UserDocument> {
    const normalized = email.trim().toLowerCase();
    if (await this.users.exists({ email: normalized }))
      throw new ConflictException('Email already registered');
    const password_hash = await hashPassword(password);
    const base = usernameBase(normalized);
    for (let attempt = 0; ; attempt++) {
      const taken = await this.users
        .find({ username: { $regex: `^${escapeRegex(base)}\\d*$` } }, { username: 1 })
        .lean()
        .exec();
      const username = nextUsername(
        base,
        taken.map((user) => user.username),
      );
      try {
        return await this.users.create({ email: normalized, username, password_hash });
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        if (await this.users.exists({ email: normalized }))
          throw new ConflictException('Email already registered');
        if (attempt >= 4) throw error;
      }
    }
  }
}
