import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

@Schema({ _id: false })
export class ShowroomAddress {
  @Prop({ required: true }) street!: string;
  @Prop({ required: true }) city!: string;
  /** A US state's two letters ('CA'): written between the city and the ZIP code. */
  @Prop() state?: string;
  @Prop({ required: true }) postcode!: string;
  @Prop({ required: true }) country!: string;
}

@Schema({ _id: false })
export class OpeningHours {
  @Prop({ required: true }) days!: string;
  @Prop({ required: true }) time!: string;
}

@Schema({ collection: 'showrooms', versionKey: false })
export class Showroom {
  @Prop({ required: true, unique: true }) slug!: string;
  @Prop({ required: true }) name!: string;
  @Prop({ type: ShowroomAddress, required: true }) address!: ShowroomAddress;
  @Prop({ type: [OpeningHours], default: [] }) hours!: OpeningHours[];
  @Prop({ required: true }) phone!: string;
  @Prop({ required: true }) mapImage!: string;
  @Prop({ required: true }) directionsUrl!: string;
}

export const ShowroomSchema = SchemaFactory.createForClass(Showroom);
