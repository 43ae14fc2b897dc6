import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { throttlerOnDatabase } from '@sohnne/service-kit';
import type { ContentEnv } from '../config';
import { FormsController } from './forms.controller';
import {
  ContactMessage,
  ContactMessageSchema,
  NewsletterSignup,
  NewsletterSignupSchema,
  PrivacyChoice,
  PrivacyChoiceSchema,
} from './forms.schema';
import { LocalContactInbox, LocalNewsletterStore } from './local-stores';
import { CONTACT_INBOX, NEWSLETTER_PROVIDER } from './newsletter-provider';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: NewsletterSignup.name, schema: NewsletterSignupSchema },
      { name: ContactMessage.name, schema: ContactMessageSchema },
      { name: PrivacyChoice.name, schema: PrivacyChoiceSchema },
    ]),
    // Applied only where a route names FormThrottlerGuard.
    throttlerOnDatabase((config: ContentEnv) => [
      { limit: config.FORM_RATE_LIMIT, ttl: config.FORM_RATE_TTL_MS },
    ]),
  ],
  controllers: [FormsController],
  providers: [
    { provide: NEWSLETTER_PROVIDER, useClass: LocalNewsletterStore },
    { provide: CONTACT_INBOX, useClass: LocalContactInbox },
  ],
})
export class FormsModule {}
