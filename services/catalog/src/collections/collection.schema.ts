import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';

@Schema({ _id: false, versionKey: false })
export class CollectionFaq {
  @Prop({ required: true })
  question!: string;

  @Prop({ required: true })
  answers!: string;
}

@Schema({ _id: false, versionKey: false })
export class CollectionDescription {
  @Prop({ required: true })
  title!: string;

  @Prop({ required: true })
  content!: string;
}

/** Collections are stored flat; `parent_slug` links a child to its parent (null at the top).
 * Queried whole (a scan) at start and when the change log asks to read collections again; `slug` is unique for the writers.
 */
@Schema({ collection: 'collections', versionKey: false })
export class CatalogCollection {
  @Prop({ required: true, unique: true })
  slug!: string;

  @Prop({ required: true })
  name!: string;

  @Prop({ type: String, default: null })
  parent_slug!: string | null;

  /** Order among siblings. */
  @Prop({ default: 0 })
  position!: number;

  @Prop({ default: '' })
  description!: string;

  @Prop({ default: '' })
  thumbnail_desktop!: string;

  @Prop({ default: '' })
  banner!: string;

  @Prop({ default: '' })
  meta_title!: string;

  @Prop({ default: '' })
  meta_description!: string;

  @Prop({ type: [SchemaFactory.createForClass(CollectionFaq)], default: [] })
  faqs!: CollectionFaq[];

  /** The long-form sections shown below the grid. */
  @Prop({ type: [SchemaFactory.createForClass(CollectionDescription)], default: [] })
  description_collection!: CollectionDescription[];
}

export const CollectionSchema = SchemaFactory.createForClass(CatalogCollection);

export type CollectionRecord = CatalogCollection & { _id: Types.ObjectId };
