import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

@Schema({ _id: false })
class PostAuthor {
  @Prop({ required: true })
  name!: string;

  @Prop({ required: true })
  avatar!: string;
}

/** A blog post in our own shape; `html` is stored as written and sanitized whenever it is read. */
@Schema({ collection: 'posts', versionKey: false })
export class Post {
  /** The WordPress post id (seeded posts get ids of their own). */
  @Prop({ required: true, unique: true })
  wpId!: number;

  @Prop({ required: true, unique: true })
  slug!: string;

  @Prop({ required: true })
  title!: string;

  @Prop({ required: true })
  excerpt!: string;

  @Prop({ required: true })
  html!: string;

  @Prop({ required: true, index: true })
  date!: Date;

  @Prop({ type: [String], default: [] })
  categories!: string[];

  @Prop({ type: PostAuthor, required: true })
  author!: PostAuthor;

  @Prop({ required: true })
  image!: string;
}

export const PostSchema = SchemaFactory.createForClass(Post);
