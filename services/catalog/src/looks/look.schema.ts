import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';
import { ProductImage } from '../products';

@Schema({ _id: false, versionKey: false })
export class Hotspot {
  @Prop({ required: true })
  product_slug!: string;

  /** Position on the picture, percent from the left. */
  @Prop({ required: true, min: 0, max: 100 })
  x!: number;

  /** Position on the picture, percent from the top. */
  @Prop({ required: true, min: 0, max: 100 })
  y!: number;
}

/** A shop-the-look room: a picture with hotspots pointing at products.
 * Queried whole (a scan) at start and when the change log asks to read looks again; `slug` is unique for the writers.
 */
@Schema({ collection: 'looks', versionKey: false })
export class Look {
  @Prop({ required: true, unique: true })
  slug!: string;

  @Prop({ required: true })
  name!: string;

  @Prop({ default: 0 })
  position!: number;

  @Prop({ type: SchemaFactory.createForClass(ProductImage), required: true })
  image!: ProductImage;

  @Prop({ type: [SchemaFactory.createForClass(Hotspot)], default: [] })
  hotspots!: Hotspot[];
}

export const LookSchema = SchemaFactory.createForClass(Look);

export type LookRecord = Look & { _id: Types.ObjectId };
