import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';

/** A server-side login session; the cookie token names it by `sid`, so revoking it ends the login. */
@Schema({
  collection: 'sessions',
  versionKey: false,
  timestamps: { createdAt: 'created_at', updatedAt: false },
})
export class Session {
  @Prop({ required: true, unique: true })
  sid!: string;

  @Prop({ type: Types.ObjectId, required: true, index: true })
  user_id!: Types.ObjectId;

  @Prop({ required: true })
  remember!: boolean;

  @Prop({ required: true })
  expires_at!: Date;

  @Prop({ type: Date, default: null })
  revoked_at!: Date | null;

  created_at!: Date;
}

export const SessionSchema = SchemaFactory.createForClass(Session);
