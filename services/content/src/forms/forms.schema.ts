import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

@Schema({ collection: 'newsletter_signups', versionKey: false, timestamps: true })
export class NewsletterSignup {
  /** Lowercased: one sign-up per address. */
  @Prop({ required: true, unique: true })
  email!: string;

  @Prop()
  name?: string;

  @Prop({ required: true })
  source!: string;
}

@Schema({
  collection: 'contact_messages',
  versionKey: false,
  timestamps: { createdAt: true, updatedAt: false },
})
export class ContactMessage {
  @Prop({ required: true })
  name!: string;

  @Prop({ required: true })
  email!: string;

  @Prop({ required: true })
  topic!: string;

  @Prop({ required: true })
  message!: string;
}

/** A 'Do Not Sell or Share' choice, keyed by the visitor id kept in the visitor's cookie. */
@Schema({ collection: 'privacy_choices', versionKey: false, timestamps: true })
export class PrivacyChoice {
  @Prop({ required: true, unique: true })
  visitorId!: string;

  @Prop({ required: true })
  optOut!: boolean;

  @Prop()
  email?: string;
}

export const NewsletterSignupSchema = SchemaFactory.createForClass(NewsletterSignup);
export const ContactMessageSchema = SchemaFactory.createForClass(ContactMessage);
export const PrivacyChoiceSchema = SchemaFactory.createForClass(PrivacyChoice);
