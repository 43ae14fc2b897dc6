import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

@Schema({ collection: 'reviews', versionKey: false })
export class Review {
  @Prop({ required: true, unique: true }) reviewId!: string;
  @Prop({ required: true }) author!: string;
  @Prop({ required: true, min: 1, max: 5 }) rating!: number;
  @Prop({ required: true }) title!: string;
  @Prop({ required: true }) body!: string;
  @Prop({ required: true, index: true }) date!: Date;
  @Prop({ default: false }) verified!: boolean;
}

export const ReviewSchema = SchemaFactory.createForClass(Review);
