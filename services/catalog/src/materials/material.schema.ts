import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';

@Schema({ _id: false, versionKey: false })
export class Swatch {
  @Prop({ required: true })
  name!: string;

  /** '#RRGGBB'. */
  @Prop({ required: true, match: /^#[0-9A-Fa-f]{6}$/ })
  hex!: string;
}

/** An upholstery family (/product-material) with its colour swatches.
 * Queried whole (a scan) at start and when the change log asks to read materials again; `slug` is unique for the writers.
 */
@Schema({ collection: 'materials', versionKey: false })
export class Material {
  @Prop({ required: true, unique: true })
  slug!: string;

  @Prop({ required: true })
  name!: string;

  @Prop({ default: '' })
  description!: string;

  @Prop({ default: 0 })
  position!: number;

  @Prop({ type: [SchemaFactory.createForClass(Swatch)], default: [] })
  swatches!: Swatch[];
}

export const MaterialSchema = SchemaFactory.createForClass(Material);

export type MaterialRecord = Material & { _id: Types.ObjectId };
