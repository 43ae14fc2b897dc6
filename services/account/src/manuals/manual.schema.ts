import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument } from 'mongoose';

class ManualImage {
  @Prop({ required: true }) url!: string;
  @Prop({ required: true }) alternativeText!: string;
  @Prop({ required: true }) width!: number;
  @Prop({ required: true }) height!: number;
}

/** A downloadable manual book (PDF under /media/manuals, from infra/seed/manuals.js). */
@Schema({ collection: 'manuals', versionKey: false })
export class Manual {
  @Prop({ required: true, unique: true })
  slug!: string;

  @Prop({ required: true })
  title!: string;

  @Prop({ required: true })
  position!: number;

  /** The PDF. */
  @Prop({ required: true })
  url!: string;

  /** The cover shown as the download link. */
  @Prop({ type: ManualImage, required: true })
  image!: ManualImage;
}

export type ManualDocument = HydratedDocument<Manual>;
export const ManualSchema = SchemaFactory.createForClass(Manual);
