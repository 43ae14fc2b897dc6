import {
  BadRequestException,
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  Param,
  Patch,
  Post,
  Req,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import {
  CurrentUser,
  OptionalSessionGuard,
  SessionClaims,
  SessionGuard,
} from '@sohnne/service-kit';
import type { Request } from 'express';
import { CancelOrderDto, TrackOrderDto } from './dto/order-requests.dto';
import {
  InvoiceLineDto,
  OrderDetailDto,
  OrderListDto,
  OrderRowDto,
  TrackingDto,
  UtmStoredDto,
} from './dto/order-responses.dto';
import { readGuestKey } from './guest-key';
import { toDetailLines, toInvoiceLines, toOrderRow, toTracking } from './order.mapper';
import { OrderPayments } from './order-payments.service';
import { OrderQueries } from './order-queries.service';

const UTM_KEY = /^utm_[a-z0-9_]{1,40}$/;

/** The stored campaign parameters: only utm_* keys with short string values; `{}` allowed. */
function utmParameters(body: unknown): Record<string, string> {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new BadRequestException('Campaign parameters must be an object');
  const entries = Object.entries(body as Record<string, unknown>);
  if (entries.length > 20) throw new BadRequestException('Too many campaign parameters');
  for (const [key, value] of entries) {
    if (!UTM_KEY.test(key))
      throw new BadRequestException(`Unknown campaign parameter ${key.slice(0, 40)}`);
    if (typeof value !== 'string' || value.length > 200)
      throw new BadRequestException(`${key} must be text of at most 200 characters`);
  }
  return Object.fromEntries(entries) as Record<string, string>;
}

@ApiTags('transactions')
@ApiCookieAuth('sohnne_session')
@Controller('api')
export class TransactionsController {
  constructor(
    private readonly orders: OrderQueries,
    private readonly payments: OrderPayments,
  ) {}

  @Get('transaction')
  @UseGuards(SessionGuard)
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: OrderListDto })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  async list(@CurrentUser() user: SessionClaims): Promise<{ data: OrderRowDto[] }> {
    return { data: (await this.orders.listFor(user.sub)).map(toOrderRow) };
  }

  @Patch('transaction')
  @UseGuards(SessionGuard)
  @ApiOkResponse({ type: OrderRowDto, description: 'The canceled order' })
  @ApiBadRequestResponse({ description: "Invalid body (status must be 'Canceled')" })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  @ApiNotFoundResponse({ description: 'Order not found (or not yours)' })
  @ApiConflictResponse({ description: 'Only pending orders can be canceled' })
  @ApiForbiddenResponse({ description: 'Invalid or missing CSRF token' })
  async cancel(@Body() body: CancelOrderDto, @CurrentUser() user: SessionClaims) {
    return toOrderRow(await this.payments.cancel(body.transactionId, user));
  }

  @Get('transaction/:invoiceId')
  @UseGuards(SessionGuard)
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: OrderDetailDto })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  @ApiNotFoundResponse({ description: 'Order not found' })
  async detail(@Param('invoiceId') invoiceId: string, @CurrentUser() user: SessionClaims) {
    return { data: toDetailLines(await this.orders.ownedBy(invoiceId, user)) };
  }

  @Get('auth/invoice/:invoiceId')
  @UseGuards(OptionalSessionGuard)
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: [InvoiceLineDto] })
  @ApiNotFoundResponse({
    description: 'Order not found (not the owner nor the guest browser that placed it)',
  })
  async invoice(
    @Param('invoiceId') invoiceId: string,
    @Req() req: Request,
    @CurrentUser() user?: SessionClaims,
  ) {
    return toInvoiceLines(
      await this.orders.readable(invoiceId, {
        user: user || undefined,
        guestKey: readGuestKey(req),
      }),
    );
  }

  @Post('transactions/utm/:invoiceId')
  @HttpCode(200)
  @UseGuards(OptionalSessionGuard)
  @ApiBody({
    schema: {
      type: 'object',
      additionalProperties: { type: 'string' },
      example: { utm_source: 'newsletter' },
    },
  })
  @ApiOkResponse({ type: UtmStoredDto })
  @ApiBadRequestResponse({ description: 'Not an object of utm_* text values' })
  @ApiNotFoundResponse({ description: 'Order not found' })
  @ApiForbiddenResponse({ description: 'Invalid or missing CSRF token' })
  storeUtm(
    @Param('invoiceId') invoiceId: string,
    @Body() body: unknown,
    @Req() req: Request,
    @CurrentUser() user?: SessionClaims,
  ) {
    return this.orders.storeUtm(
      invoiceId,
      { user: user || undefined, guestKey: readGuestKey(req) },
      utmParameters(body),
    );
  }

  @Post('transactions/track')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: TrackingDto })
  @ApiBadRequestResponse({ description: 'Invalid body' })
  @ApiNotFoundResponse({ description: 'Order not found' })
  @ApiTooManyRequestsResponse({ description: 'Too many lookups' })
  async track(@Body() body: TrackOrderDto) {
    return toTracking(await this.orders.track(body.invoice_id, body.email));
  }
}
