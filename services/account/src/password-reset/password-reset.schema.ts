import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';

/** A single-use password-reset link; only the SHA-256 of its token is stored. */
@Schema({
  collection: 'password_reset_tokens',
  versionKey: false,
  timestamps: { createdAt: 'created_at', updatedAt: false },
})
export class PasswordResetToken {
  @Prop({ required: true, unique: true })
  token_hash!: string;

  @Prop({ type: Types.ObjectId, required: true, index: true })
  user_id!: Types.ObjectId;

  @Prop({ required: true })
  expires_at!: Date;

  @Prop({ type: Date, default: null })
  used_at!: Date | null;

  created_at!: Date;
}

/** One reset request, counted per address and per client IP for rate limiting. */
@Schema({ collection: 'password_reset_requests', versionKey: false })
export class PasswordResetRequest {
  @Prop({ required: true, index: true })
  email!: string;

  @Prop({ required: true, index: true })
  ip!: string;

  @Prop({ required: true, index: true })
  requested_at!: Date;
}

export const PasswordResetTokenSchema = SchemaFactory.createForClass(PasswordResetToken);
export const PasswordResetRequestSchema = SchemaFactory.createForClass(PasswordResetRequest);
