import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument } from 'mongoose';

/**
 * A discount code. `owner_user_id` marks a personal code (a redeemed rewards voucher) only its owner may use.
 * One use per customer is enforced by CouponUse's unique (code, customer) index.
 */
@Schema({ collection: 'coupons', versionKey: false })
export class Coupon {
  @Prop({ required: true, unique: true, uppercase: true, trim: true })
  code!: string;

  @Prop({ required: true, enum: ['percent', 'fixed'] })
  kind!: 'percent' | 'fixed';

  /** Percent (0–100) or USD. */
  @Prop({ required: true, min: 0 })
  value!: number;

  @Prop({ default: 0, min: 0 })
  min_spend!: number;

  @Prop({ type: Date })
  expires_at?: Date;

  /** Only for a customer's first order. */
  @Prop({ default: false })
  first_purchase_only!: boolean;

  @Prop({ type: String })
  owner_user_id?: string;

  @Prop({ default: () => new Date() })
  created_at!: Date;
}

export const CouponSchema = SchemaFactory.createForClass(Coupon);
export type CouponDocument = HydratedDocument<Coupon>;

/** A coupon used by a customer (user id, or a guest's e-mail), claimed when the order is placed. */
@Schema({ collection: 'coupon_uses', versionKey: false })
export class CouponUse {
  @Prop({ required: true })
  code!: string;

  @Prop({ required: true })
  customer!: string;

  @Prop({ required: true })
  invoice_id!: string;
}

export const CouponUseSchema = SchemaFactory.createForClass(CouponUse);
CouponUseSchema.index({ code: 1, customer: 1 }, { unique: true });
