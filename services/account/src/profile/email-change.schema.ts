import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';

/** A single-use link that makes `email` the customer's address; only the SHA-256 of its token is stored. */
@Schema({
  collection: 'email_change_tokens',
  versionKey: false,
  timestamps: { createdAt: 'created_at', updatedAt: false },
})
export class EmailChangeToken {
  @Prop({ required: true, unique: true })
  token_hash!: string;

  @Prop({ type: Types.ObjectId, required: true, index: true })
  user_id!: Types.ObjectId;

  @Prop({ required: true })
  email!: string;

  @Prop({ required: true })
  expires_at!: Date;

  @Prop({ type: Date, default: null })
  used_at!: Date | null;
}

export const EmailChangeTokenSchema = SchemaFactory.createForClass(EmailChangeToken);
