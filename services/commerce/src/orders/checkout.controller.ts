import {
  BadRequestException,
  Body,
  Controller,
  Header,
  Headers,
  HttpCode,
  Get,
  Inject,
  Post,
  RawBodyRequest,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiHeader,
  ApiOkResponse,
  ApiResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  CurrentUser,
  OptionalSessionGuard,
  SERVICE_ENV,
  SessionClaims,
  visitorIdOf,
} from '@sohnne/service-kit';
import type { Request, Response } from 'express';
import { cartRequester } from '../cart';
import type { CommerceEnv } from '../config';
import { DECLINED_TEST_CARD, PAYMENT_PROVIDER, type PaymentProvider } from '../payments';
import { CheckoutDto, QuoteDto } from './dto/checkout.dto';
import {
  CheckoutResponseDto,
  CheckoutSettingsDto,
  DeclinedResponseDto,
  QuoteResponseDto,
} from './dto/order-responses.dto';
import { ensureGuestKey, readGuestKey } from './guest-key';
import { CheckoutService, idempotencyScope } from './checkout.service';
import { OrderPayments } from './order-payments.service';
import type { OrderRequester } from './order-queries.service';

@ApiTags('checkout')
@ApiCookieAuth('sohnne_session')
@ApiServiceUnavailableResponse({ description: 'The catalog service (prices) is unavailable' })
@Controller('checkout')
export class CheckoutController {
  constructor(
    private readonly checkouts: CheckoutService,
    private readonly settlement: OrderPayments,
    @Inject(SERVICE_ENV) private readonly env: CommerceEnv,
    @Inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider,
  ) {}

  /** What the checkout and tracking pages need to know of the configuration (nothing secret). */
  @Get('settings')
  @ApiOkResponse({ type: CheckoutSettingsDto })
  settings(): CheckoutSettingsDto {
    const testMode = this.payments.name === 'test';
    return {
      payment_provider: this.payments.name,
      test_mode: testMode,
      accepted_test_cards: testMode ? ['4242 4242 4242 4242'] : [],
      declined_test_cards: testMode ? [DECLINED_TEST_CARD.replace(/(\d{4})(?=\d)/g, '$1 ')] : [],
      tracking_url: new URL(this.env.TRACKING_URL).origin,
    };
  }

  @Post('quote')
  @HttpCode(200)
  @UseGuards(OptionalSessionGuard)
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: QuoteResponseDto })
  @ApiBadRequestResponse({ description: "Invalid body, or 'We do not ship to this address yet'" })
  @ApiForbiddenResponse({ description: 'Invalid or missing CSRF token' })
  quote(@Body() body: QuoteDto, @Req() req: Request, @CurrentUser() user?: SessionClaims) {
    return this.checkouts.quote(this.requester(req, user), body);
  }

  @Post()
  @HttpCode(200)
  @UseGuards(OptionalSessionGuard)
  @Header('Cache-Control', 'no-store')
  @ApiHeader({
    name: 'Idempotency-Key',
    required: true,
    description: 'One key per order attempt (8–100 characters)',
  })
  @ApiOkResponse({
    type: CheckoutResponseDto,
    description: 'The order (the same one again for a repeated key)',
  })
  @ApiBadRequestResponse({
    description:
      'Invalid body or card, empty cart, coupon refused, destination not shipped to, missing Idempotency-Key',
  })
  @ApiResponse({
    status: 402,
    type: DeclinedResponseDto,
    description: 'The card was declined (order DECLINED, cart kept)',
  })
  @ApiConflictResponse({
    description:
      'This cart is already being checked out, or an interrupted order is being completed with the payment provider',
  })
  @ApiForbiddenResponse({ description: 'Invalid or missing CSRF token' })
  async checkout(
    @Body() body: CheckoutDto,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @CurrentUser() user?: SessionClaims,
  ) {
    if (!idempotencyKey || !/^[\w-]{8,100}$/.test(idempotencyKey))
      throw new BadRequestException(
        'An Idempotency-Key header (8-100 letters, digits, - or _) is required',
      );
    const who = this.requester(req, user);
    // Set on every answer, a retry's too: a retry after a lost answer gets a cookie that reads the order.
    if (!user) who.guestKey = ensureGuestKey(req, res, this.env.COOKIE_SECURE);
    return this.checkouts.checkout(
      who,
      idempotencyScope(who, visitorIdOf(req)),
      idempotencyKey,
      body,
    );
  }

  /**
   * The payment provider's webhook (Stripe), verified by its signature over the raw body, which is
   * kept by the service kit beside the parsed body; this path is exempt from the CSRF check (no browser calls it).
   */
  @Post('webhook')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Event applied or ignored' })
  @ApiBadRequestResponse({ description: 'Missing or invalid signature' })
  async webhook(
    @Req() req: RawBodyRequest<Request>,
    @Headers('stripe-signature') signature?: string,
  ) {
    if (!req.rawBody) throw new BadRequestException('Webhook body unavailable');
    const event = this.payments.parseWebhook(req.rawBody, signature);
    if (event) await this.settlement.applyPaymentEvent(event);
    return { received: true };
  }

  private requester(req: Request, user?: SessionClaims): OrderRequester {
    return { ...cartRequester(req, user), guestKey: readGuestKey(req) };
  }
}
