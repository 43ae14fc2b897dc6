import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, OptionalSessionGuard, SessionClaims } from '@sohnne/service-kit';
import type { Request } from 'express';
import { cartRequester } from '../cart';
import { CartService } from '../cart/cart.service';
import { CouponsService } from '../coupons/coupons.service';
import { OrderQueries } from './order-queries.service';
import { CouponValidDto, ValidateCouponDto } from './dto/validate-coupon.dto';

/** Checks a coupon code against the shopper's cart (first-purchase codes ask for past orders). */
@ApiTags('coupons')
@ApiCookieAuth('sohnne_session')
@Controller('coupons')
export class CouponCheckController {
  constructor(
    private readonly coupons: CouponsService,
    private readonly carts: CartService,
    private readonly orders: OrderQueries,
  ) {}

  /** Checks a code against the shopper's current cart (priced by the catalog now). */
  @Post('validate')
  @HttpCode(200)
  @UseGuards(OptionalSessionGuard)
  @ApiOkResponse({ type: CouponValidDto })
  @ApiBadRequestResponse({ description: 'The reason the coupon does not apply' })
  @ApiForbiddenResponse({ description: 'Invalid or missing CSRF token' })
  @ApiServiceUnavailableResponse({ description: 'The catalog service (prices) is unavailable' })
  async validate(
    @Body() body: ValidateCouponDto,
    @Req() req: Request,
    @CurrentUser() user?: SessionClaims,
  ): Promise<CouponValidDto> {
    const { priced } = await this.carts.view(cartRequester(req, user));
    const shopper = this.orders.couponShopper({ userId: user?.sub });
    const applied = await this.coupons.evaluate(body.code, priced.subtotal, shopper);
    return { code: applied.code, discount: applied.discount, subtotal: priced.subtotal };
  }
}
