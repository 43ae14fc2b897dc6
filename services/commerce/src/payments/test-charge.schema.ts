import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * The test provider's record of a charge, standing in for the provider's own books: one per invoice
 * (`reference` is unique), so a repeated charge answers the first result and a lookup finds it.
 */
@Schema({ collection: 'test_payments', versionKey: false })
export class TestCharge {
  @Prop({ required: true, unique: true })
  reference!: string;

  @Prop({ required: true })
  invoice_id!: string;

  @Prop({ required: true })
  amount_cents!: number;

  @Prop({ required: true, enum: ['succeeded', 'declined'] })
  state!: 'succeeded' | 'declined';

  @Prop({ default: () => new Date() })
  created_at!: Date;
}

export const TestChargeSchema = SchemaFactory.createForClass(TestCharge);
