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
import { CouponsService } from '../coupons/coupons.service';
import { CheckoutService } from './checkout.service';
import { OrderQueries } from './order-queries.service';
import { CouponValidDto, ValidateCouponDto } from './dto/validate-coupon.dto';

/** Checks a coupon code against the shopper's cart (first-purchase codes ask for past orders). */
@ApiTags('coupons')
@ApiCookieAuth('sohnne_session')
@Controller('coupons')
export class CouponCheckController {
  constructor(
    private readonly coupons: CouponsService,
    private readonly checkout: CheckoutService,
    private readonly orders: OrderQueries,
  ) {}

  /** Checks a code against the subtotal checkout would charge now (the catalog's prices, the plan too). */
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
    const subtotal = await this.checkout.couponSubtotal(cartRequester(req, user));
    const shopper = this.orders.couponShopper({ userId: user?.sub });
    const applied = await this.coupons.evaluate(body.code, subtotal, shopper);
    return { code: applied.code, discount: applied.discount, subtotal };
  }
}
