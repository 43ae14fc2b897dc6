import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument } from 'mongoose';

@Schema({
  collection: 'users',
  versionKey: false,
  timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' },
})
export class User {
  @Prop({ required: true, unique: true, lowercase: true, trim: true })
  email!: string;

  /** Derived from the e-mail's local part at sign-up; login accepts it instead of the e-mail. */
  @Prop({ required: true, unique: true, lowercase: true, trim: true })
  username!: string;

  @Prop({ default: '' })
  display_name!: string;

  @Prop({ default: '' })
  first_name!: string;

  @Prop({ default: '' })
  last_name!: string;

  /** Cart-reminder e-mails wanted. */
  @Prop({ default: false })
  is_opt_in!: boolean;

  /** The address a change was last asked for, until its link is opened (whether or not it was free). */
  @Prop({ type: String, default: null })
  pending_email!: string | null;

  /** `scrypt$N$r$p$salt$hash`; only loaded where a password is checked. */
  @Prop({ required: true, select: false })
  password_hash!: string;

  created_at!: Date;
  updated_at!: Date;
}

export type UserDocument = HydratedDocument<User>;
export const UserSchema = SchemaFactory.createForClass(User);

/** What the session and the MFEs know about a user. */
export interface SessionUser {
  user_id: string;
  name: string;
  email: string;
}

export function toSessionUser(user: UserDocument): SessionUser {
  const name = user.display_name || user.first_name || user.email.split('@')[0];
  return { user_id: user.id, name, email: user.email };
}
