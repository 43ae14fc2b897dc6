import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** One line of a customer's points ledger. `key` is unique, so each grant or reversal happens once. */
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
