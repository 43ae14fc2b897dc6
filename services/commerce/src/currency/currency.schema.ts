import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** Units of `code` per 1 USD (seeded by infra/seed/commerce.js). */
@Schema({ collection: 'currency_rates', versionKey: false })
export class CurrencyRate {
  @Prop({ required: true, unique: true })
  code!: string;

  @Prop({ required: true, min: 0 })
  rate!: number;
}

export const CurrencyRateSchema = SchemaFactory.createForClass(CurrencyRate);
