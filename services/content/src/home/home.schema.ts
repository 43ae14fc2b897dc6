import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { ApiProperty } from '@nestjs/swagger';

// These classes are both the stored shape and the API shape (documented for OpenAPI).

@Schema({ _id: false, versionKey: false })
export class HomeImage {
  @ApiProperty({ example: '/media/hero.svg' })
  @Prop({ required: true })
  url!: string;

  @ApiProperty()
  @Prop({ required: true })
  alternativeText!: string;

  @ApiProperty({ example: 1600 })
  @Prop({ required: true })
  width!: number;

  @ApiProperty({ example: 900 })
  @Prop({ required: true })
  height!: number;
}

@Schema({ _id: false, versionKey: false })
export class HomeCta {
  @ApiProperty({ example: 'Shop Collections' })
  @Prop({ required: true })
  label!: string;

  @ApiProperty({ example: '/collections' })
  @Prop({ required: true })
  href!: string;
}

@Schema({ _id: false, versionKey: false })
export class HomeHero {
  @ApiProperty()
  @Prop({ required: true })
  title!: string;

  @ApiProperty()
  @Prop({ required: true })
  subtitle!: string;

  @ApiProperty({ type: HomeImage })
  @Prop({ type: SchemaFactory.createForClass(HomeImage), required: true })
  image!: HomeImage;

  @ApiProperty({ type: HomeCta })
  @Prop({ type: SchemaFactory.createForClass(HomeCta), required: true })
  cta!: HomeCta;
}

@Schema({ _id: false, versionKey: false })
export class HomeCarousel {
  @ApiProperty({
    example: 'Featured Classics',
    description: "Title of the featured-products carousel (the catalog's fragment)",
  })
  @Prop({ required: true })
  title!: string;
}

/** The home page's editable content: one document, slug 'home'. */
@Schema({ collection: 'home', versionKey: false })
export class HomeContent {
  @Prop({ required: true, unique: true })
  slug!: string;

  @Prop({ type: SchemaFactory.createForClass(HomeHero), required: true })
  hero!: HomeHero;

  @Prop({ type: SchemaFactory.createForClass(HomeCarousel), required: true })
  carousel!: HomeCarousel;
}

export const HomeContentSchema = SchemaFactory.createForClass(HomeContent);

export const HOME_SLUG = 'home';
