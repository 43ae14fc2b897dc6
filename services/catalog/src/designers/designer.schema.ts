import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';
import { ProductImage } from '../products';

/** Queried whole (a scan) at start and when the change log asks to read designers again; `slug` is unique for the writers. */
@Schema({ collection: 'designers', versionKey: false })
export class Designer {
  @Prop({ required: true, unique: true })
  slug!: string;

  @Prop({ required: true })
  name!: string;

  /** Null when not recorded (the list shows 'United States'). */
  @Prop({ type: String, default: null })
  country!: string | null;

  /** Rich text (HTML); sanitized when served. */
  @Prop({ default: '' })
  biography!: string;

  @Prop({ type: SchemaFactory.createForClass(ProductImage), required: true })
  avatar!: ProductImage;

  @Prop({ default: '' })
  meta_title!: string;

  @Prop({ default: '' })
  meta_description!: string;
}

export const DesignerSchema = SchemaFactory.createForClass(Designer);

export type DesignerRecord = Designer & { _id: Types.ObjectId };
