import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

@Schema({ _id: false })
export class PressQuote {
  @Prop({ required: true }) outlet!: string;
  @Prop({ required: true }) quote!: string;
}

@Schema({ _id: false })
export class PressContact {
  @Prop({ required: true }) label!: string;
  @Prop({ required: true }) email!: string;
}

@Schema({ _id: false })
export class PressContacts {
  @Prop({ type: PressContact, required: true }) media!: PressContact;
  @Prop({ type: PressContact, required: true }) partnerships!: PressContact;
}

/** The /in-the-press content: one document. */
@Schema({ collection: 'press', versionKey: false })
export class Press {
  @Prop({ required: true, unique: true }) slug!: string;
  @Prop({ type: [PressQuote], default: [] }) quotes!: PressQuote[];
  @Prop({ type: PressContacts, required: true }) contacts!: PressContacts;
}

export const PressSchema = SchemaFactory.createForClass(Press);
