import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** A trade program sign-up; approved (or not) by staff within 3 working days. */
@Schema({ collection: 'trade_applications', versionKey: false })
export class TradeApplication {
  @Prop({ required: true }) company!: string;
  @Prop({ required: true }) name!: string;
  @Prop({ required: true, lowercase: true, trim: true, index: true }) email!: string;
  @Prop({ required: true }) phone!: string;
  @Prop({ type: String }) website?: string;
  @Prop({ required: true }) business_type!: string;
  @Prop({ type: String }) message?: string;
  @Prop({ required: true, default: 'pending' }) status!: string;
  @Prop({ default: () => new Date() }) created_at!: Date;
}

export const TradeApplicationSchema = SchemaFactory.createForClass(TradeApplication);
