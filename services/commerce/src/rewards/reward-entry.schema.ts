import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * The earlier points ledger, without sequence numbers (the seed's demo points are written here). Read
 * only: its sum is carried into the opening entry of a customer's PointsEntry ledger.
 */
@Schema({ collection: 'reward_entries', versionKey: false })
export class RewardEntry {
  @Prop({ required: true, index: true })
  user_id!: string;

  @Prop({ required: true, unique: true })
  key!: string;

  @Prop({ required: true })
  points!: number;

  @Prop({ required: true })
  reason!: string;

  @Prop({ default: () => new Date() })
  created_at!: Date;
}

export const RewardEntrySchema = SchemaFactory.createForClass(RewardEntry);
