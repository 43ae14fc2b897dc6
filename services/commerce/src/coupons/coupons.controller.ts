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
import { CART_COOKIE } from '../cart/cart.controller';
import { CartService } from '../cart/cart.service';
import { CouponsService } from './coupons.service';
import { CouponValidDto, ValidateCouponDto } from './dto/validate-coupon.dto';

@ApiTags('coupons')
@ApiCookieAuth('sohnne_session')
@Controller('coupons')
export class CouponsController {
  constructor(
    private readonly coupons: CouponsService,
    private readonly carts: CartService,
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
    const cookie: unknown = req.cookies?.[CART_COOKIE];
    const { priced } = await this.carts.view({
      user: user || undefined,
      cookieCartId: typeof cookie === 'string' && cookie ? cookie : undefined,
    });
    const applied = await this.coupons.evaluate(body.code, priced.subtotal, { userId: user?.sub });
    return { code: applied.code, discount: applied.discount, subtotal: priced.subtotal };
  }
}
