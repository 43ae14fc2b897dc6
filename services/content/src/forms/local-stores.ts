import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { ContactMessage, NewsletterSignup } from './forms.schema';
import type { ContactInbox, NewsletterProvider } from './newsletter-provider';

/** Sign-ups kept in the content database; one per e-mail (a repeat updates the name, never duplicates). */
@Injectable()
export class LocalNewsletterStore implements NewsletterProvider {
  constructor(
    @InjectModel(NewsletterSignup.name) private readonly signups: Model<NewsletterSignup>,
  ) {}

  async subscribe(signup: { email: string; name?: string; source: string }): Promise<void> {
    const { email, ...rest } = signup;
    await this.signups.updateOne(
      { email },
      { $set: rest, $setOnInsert: { email } },
      { upsert: true },
    );
  }
}

/** Contact messages kept in the content database for the customer-care team. */
@Injectable()
export class LocalContactInbox implements ContactInbox {
  constructor(@InjectModel(ContactMessage.name) private readonly messages: Model<ContactMessage>) {}

  async receive(message: {
    name: string;
    email: string;
    topic: string;
    message: string;
  }): Promise<void> {
    await this.messages.create(message);
  }
}
