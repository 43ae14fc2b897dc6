import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

@Schema({ _id: false })
export class CarouselEntry {
  @Prop({ required: true }) name!: string;
  @Prop({ required: true }) handle!: string;
  @Prop({ required: true }) photo!: string;
}

/** The people of an affiliate or ambassador program's carousel. */
@Schema({ collection: 'carousels', versionKey: false })
export class Carousel {
  @Prop({ required: true, unique: true }) name!: string;
  @Prop({ type: [CarouselEntry], default: [] }) entries!: CarouselEntry[];
}

/** One service of the /professionals page, in display order. */
@Schema({ collection: 'professional_services', versionKey: false })
export class ProfessionalService {
  @Prop({ required: true, unique: true }) name!: string;
  @Prop({ required: true }) icon!: string;
  @Prop({ required: true }) order!: number;
}

export const CarouselSchema = SchemaFactory.createForClass(Carousel);
export const ProfessionalServiceSchema = SchemaFactory.createForClass(ProfessionalService);
