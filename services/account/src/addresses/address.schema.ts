import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument, Types } from 'mongoose';

@Schema({
  collection: 'addresses',
  versionKey: false,
  timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' },
})
export class Address {
  @Prop({ type: Types.ObjectId, required: true, index: true })
  user_id!: Types.ObjectId;

  @Prop({ required: true })
  first_name!: string;

  @Prop({ required: true })
  last_name!: string;

  @Prop({ required: true })
  street_address!: string;

  @Prop({ required: true })
  house_number!: string;

  @Prop({ required: true })
  city!: string;

  @Prop({ required: true })
  state!: string;

  @Prop({ required: true })
  postal_code!: string;

  @Prop({ required: true })
  country!: string;

  @Prop({ required: true })
  phone_number!: string;

  @Prop({ default: '' })
  notes!: string;

  /**
   * When the customer last made this address the default; never, null. The default is derived from it on
   * every read (AddressesService), never stored as a flag two writes could both set or both clear.
   */
  @Prop({ type: Date, default: null })
  default_since!: Date | null;

  created_at!: Date;
  updated_at!: Date;
}

export type AddressDocument = HydratedDocument<Address>;
export const AddressSchema = SchemaFactory.createForClass(Address);
