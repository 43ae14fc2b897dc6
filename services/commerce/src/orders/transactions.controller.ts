import {
  BadRequestException,
  Body,
  Controller,
  Header,
  HttpCode,
  Param,
  Post,
  Req,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import { CurrentUser, OptionalSessionGuard, SessionClaims } from '@sohnne/service-kit';
import type { Request } from 'express';
import { TrackOrderDto } from './dto/order-requests.dto';
import { TrackingDto, UtmStoredDto } from './dto/order-responses.dto';
import { readGuestKey } from './guest-key';
import { toTracking } from './order.mapper';
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

/** An order's campaign parameters and the public order tracking (/api/transactions). */
@ApiTags('transactions')
@ApiCookieAuth('sohnne_session')
@Controller('transactions')
export class TransactionsController {
  constructor(private readonly orders: OrderQueries) {}

  @Post('utm/:invoiceId')
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

  @Post('track')
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
