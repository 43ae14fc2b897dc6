import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** A static page. `html` is stored as written and sanitized whenever it is read. */
@Schema({ collection: 'pages', versionKey: false })
export class Page {
  @Prop({ required: true, unique: true })
  slug!: string;

  @Prop({ required: true })
  title!: string;

  @Prop({ required: true })
  html!: string;
}

export const PageSchema = SchemaFactory.createForClass(Page);
