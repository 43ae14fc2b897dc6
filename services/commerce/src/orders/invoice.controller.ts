import { Controller, Get, Header, Param, Req, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, OptionalSessionGuard, SessionClaims } from '@sohnne/service-kit';
import type { Request } from 'express';
import { InvoiceLineDto } from './dto/order-responses.dto';
import { readGuestKey } from './guest-key';
import { toInvoiceLines } from './order.mapper';
import { OrderQueries } from './order-queries.service';

/**
 * An order's invoice, for its owner or the guest browser that placed it. The spec puts it under /api/auth,
 * which the account service owns otherwise (infra/edge/routes.json: the longer prefix wins).
 */
@ApiTags('transactions')
@ApiCookieAuth('sohnne_session')
@Controller('auth/invoice')
export class InvoiceController {
  constructor(private readonly orders: OrderQueries) {}

  @Get(':invoiceId')
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
}
