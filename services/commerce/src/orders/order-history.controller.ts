import { Body, Controller, Get, Header, Param, Patch, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CurrentUser, SessionClaims, SessionGuard } from '@sohnne/service-kit';
import { CancelOrderDto } from './dto/order-requests.dto';
import { OrderDetailDto, OrderListDto, OrderRowDto } from './dto/order-responses.dto';
import { toDetailLines, toOrderRow } from './order.mapper';
import { OrderPayments } from './order-payments.service';
import { OrderQueries } from './order-queries.service';

/** The signed-in shopper's own orders (/api/transaction). */
@ApiTags('transactions')
@ApiCookieAuth('sohnne_session')
@Controller('transaction')
export class OrderHistoryController {
  constructor(
    private readonly orders: OrderQueries,
    private readonly payments: OrderPayments,
  ) {}

  @Get()
  @UseGuards(SessionGuard)
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: OrderListDto })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  async list(@CurrentUser() user: SessionClaims): Promise<{ data: OrderRowDto[] }> {
    return { data: (await this.orders.listFor(user.sub)).map(toOrderRow) };
  }

  @Patch()
  @UseGuards(SessionGuard)
  @ApiOkResponse({ type: OrderRowDto, description: 'The canceled order' })
  @ApiBadRequestResponse({ description: "Invalid body (status must be 'Canceled')" })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  @ApiNotFoundResponse({ description: 'Order not found (or not yours)' })
  @ApiConflictResponse({
    description:
      "Only pending orders can be canceled, or the order's points paid for a voucher already used",
  })
  @ApiForbiddenResponse({ description: 'Invalid or missing CSRF token' })
  async cancel(@Body() body: CancelOrderDto, @CurrentUser() user: SessionClaims) {
    return toOrderRow(await this.payments.cancel(body.transactionId, user));
  }

  @Get(':invoiceId')
  @UseGuards(SessionGuard)
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: OrderDetailDto })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  @ApiNotFoundResponse({ description: 'Order not found' })
  async detail(@Param('invoiceId') invoiceId: string, @CurrentUser() user: SessionClaims) {
    return { data: toDetailLines(await this.orders.ownedBy(invoiceId, user)) };
  }
}
