import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** A voucher bought by a ledger entry: its coupon is made from this (and remade if a crash lost it). */
export interface BoughtVoucher {
  code: string;
  amount_off: number;
  min_spend: number;
}

/**
 * One entry of a customer's append-only points ledger. (user_id, seq) is unique: an entry is appended as
 * seq = last + 1 with the balance after it, so two writers that read the same last entry cannot both
 * append (the second gets a duplicate key, reads again and retries). `key` is unique too, so each grant,
 * reversal or redemption happens once. seq 0 opens the ledger with the sign-up bonus.
 */
@Schema({ collection: 'points_ledger', versionKey: false })
export class PointsEntry {
  @Prop({ required: true })
  user_id!: string;

  @Prop({ required: true, min: 0 })
  seq!: number;

  @Prop({ required: true, unique: true })
  key!: string;

  @Prop({ required: true })
  points!: number;

  /** The balance after this entry. */
  @Prop({ required: true })
  balance!: number;

  @Prop({ required: true })
  reason!: string;

  @Prop({ type: Object })
  voucher?: BoughtVoucher;

  @Prop({ default: () => new Date() })
  created_at!: Date;
}

export const PointsEntrySchema = SchemaFactory.createForClass(PointsEntry);
PointsEntrySchema.index({ user_id: 1, seq: 1 }, { unique: true });
