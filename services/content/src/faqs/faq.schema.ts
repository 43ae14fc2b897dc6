import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

@Schema({ _id: false })
export class FaqItem {
  @Prop({ required: true })
  question!: string;

  @Prop({ required: true })
  answers!: string;
}

@Schema({ _id: false })
export class FaqTopic {
  @Prop({ required: true })
  topic!: string;

  @Prop({ type: [FaqItem], default: [] })
  items!: FaqItem[];
}

/** The FAQ topics of one page: help, customer-care, customer-care-popular, financing. */
@Schema({ collection: 'faqs', versionKey: false })
export class FaqGroup {
  @Prop({ required: true, unique: true })
  group!: string;

  @Prop({ type: [FaqTopic], default: [] })
  topics!: FaqTopic[];
}

export const FaqGroupSchema = SchemaFactory.createForClass(FaqGroup);
