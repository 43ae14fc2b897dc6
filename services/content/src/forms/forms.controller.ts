import {
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  Post,
  Query,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { NoQueryDto, SERVICE_ENV } from '@sohnne/service-kit';
import type { Request, Response } from 'express';
import type { Model } from 'mongoose';
import { randomUUID } from 'node:crypto';
import type { ContentEnv } from '../config';
import {
  ContactChannelsDto,
  ContactMessageDto,
  ContactResultDto,
  NewsletterResultDto,
  NewsletterSignupDto,
  PrivacyChoiceDto,
  PrivacyChoiceStateDto,
} from './dto/forms.dto';
import { PrivacyChoice } from './forms.schema';
import { FormThrottlerGuard } from './form-throttler.guard';
import {
  CONTACT_INBOX,
  type ContactInbox,
  NEWSLETTER_PROVIDER,
  type NewsletterProvider,
} from './newsletter-provider';
import { PublicCache } from '../common';

/** The visitor's privacy choice: a random id in a long-lived cookie, the choice itself in the database. */
const PRIVACY_COOKIE = 'sohnne_privacy_choice';
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

@ApiTags('content')
@Controller('content')
export class FormsController {
  constructor(
    @Inject(NEWSLETTER_PROVIDER) private readonly newsletter: NewsletterProvider,
    @Inject(CONTACT_INBOX) private readonly inbox: ContactInbox,
    @InjectModel(PrivacyChoice.name) private readonly choices: Model<PrivacyChoice>,
    @Inject(SERVICE_ENV) private readonly env: ContentEnv,
  ) {}

  @Post('newsletter')
  @HttpCode(201)
  @UseGuards(FormThrottlerGuard)
  @ApiCreatedResponse({
    type: NewsletterResultDto,
    description: 'Subscribed (again: a repeat changes nothing but the name)',
  })
  @ApiBadRequestResponse({ description: 'Invalid e-mail, name or source' })
  @ApiForbiddenResponse({ description: 'Missing or invalid CSRF token' })
  @ApiTooManyRequestsResponse({ description: 'Too many submissions from this client' })
  async subscribe(@Body() body: NewsletterSignupDto): Promise<NewsletterResultDto> {
    const email = body.email.toLowerCase();
    await this.newsletter.subscribe({ email, name: body.name, source: body.source ?? 'blog' });
    return { email, subscribed: true };
  }

  @Post('contact')
  @HttpCode(201)
  @UseGuards(FormThrottlerGuard)
  @ApiCreatedResponse({ type: ContactResultDto })
  @ApiBadRequestResponse({
    description: 'Missing name, invalid e-mail, unknown topic or a message of the wrong length',
  })
  @ApiForbiddenResponse({ description: 'Missing or invalid CSRF token' })
  @ApiTooManyRequestsResponse({ description: 'Too many submissions from this client' })
  async contact(@Body() body: ContactMessageDto): Promise<ContactResultDto> {
    await this.inbox.receive({ ...body, email: body.email.toLowerCase() });
    return { received: true };
  }

  @Get('contact-channels')
  @PublicCache()
  @ApiOkResponse({
    type: ContactChannelsDto,
    description:
      'The WhatsApp and SMS links of the configured contact number (CONTACT_MESSAGE_NUMBER)',
  })
  @ApiBadRequestResponse({ description: 'Unknown query parameters' })
  contactChannels(@Query() _query: NoQueryDto): ContactChannelsDto {
    const digits = this.env.CONTACT_MESSAGE_NUMBER;
    return { whatsapp: `https://wa.me/${digits}`, sms: `sms:+${digits}`, number: `+${digits}` };
  }

  @Get('privacy-choice')
  @ApiOkResponse({
    type: PrivacyChoiceStateDto,
    description: "This visitor's 'Do Not Sell or Share' choice (false until made)",
  })
  @ApiBadRequestResponse({ description: 'Unknown query parameters' })
  async privacyChoice(
    @Req() req: Request,
    @Query() _query: NoQueryDto,
  ): Promise<PrivacyChoiceStateDto> {
    const visitorId: unknown = req.cookies?.[PRIVACY_COOKIE];
    if (typeof visitorId !== 'string') return { optOut: false };
    const choice = await this.choices.findOne({ visitorId }).lean<PrivacyChoice>();
    return { optOut: choice?.optOut ?? false };
  }

  @Post('privacy-choice')
  @HttpCode(200)
  @UseGuards(FormThrottlerGuard)
  @ApiOkResponse({
    type: PrivacyChoiceStateDto,
    description: 'The choice is recorded and remembered in a cookie for a year',
  })
  @ApiBadRequestResponse({ description: 'optOut missing or not a boolean, or an invalid e-mail' })
  @ApiForbiddenResponse({ description: 'Missing or invalid CSRF token' })
  @ApiTooManyRequestsResponse({ description: 'Too many submissions from this client' })
  async setPrivacyChoice(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Body() body: PrivacyChoiceDto,
  ): Promise<PrivacyChoiceStateDto> {
    const existing: unknown = req.cookies?.[PRIVACY_COOKIE];
    const visitorId =
      typeof existing === 'string' && /^[0-9a-f-]{36}$/.test(existing) ? existing : randomUUID();
    await this.choices.updateOne(
      { visitorId },
      { $set: { optOut: body.optOut, ...(body.email ? { email: body.email.toLowerCase() } : {}) } },
      { upsert: true },
    );
    res.cookie(PRIVACY_COOKIE, visitorId, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.env.COOKIE_SECURE,
      path: '/',
      maxAge: ONE_YEAR_MS,
    });
    return { optOut: body.optOut };
  }
}
