import {
  BadRequestException,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Post,
  Req,
  UseGuards,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiProperty,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, OptionalSessionGuard, SessionClaims } from '@sohnne/service-kit';
import type { Request } from 'express';
import type { Model } from 'mongoose';
import { CART_COOKIE } from '../cart/cart.controller';
import { CartService } from '../cart/cart.service';
import { CartProtectionPlan, PROTECTION_PLAN } from './protection-plan';

export const CART_NEEDED = 'Add a product to your cart before adding the protection plan';

export class ProtectionPlanDto {
  @ApiProperty({ example: 'Protection plan' }) name!: string;
  @ApiProperty({ example: 9.99 }) price!: number;
  @ApiProperty({ example: 'per month' }) billing!: string;
  @ApiProperty({ example: 2500 }) claim_limit_per_year!: number;
  @ApiProperty({ description: 'Whether the current cart has the plan' }) added!: boolean;
}

/** The plan as the DTO describes it (its internal line id stays inside the service). */
function planDto(added: boolean): ProtectionPlanDto {
  const { name, price, billing, claim_limit_per_year } = PROTECTION_PLAN;
  return { name, price, billing, claim_limit_per_year, added };
}

/** The plan beside the shopper's cart; the cart is read through CartService (never by an id from outside). */
@ApiTags('cart')
@ApiCookieAuth('sohnne_session')
@UseGuards(OptionalSessionGuard)
@Controller('cart/protection-plan')
export class ProtectionPlanController {
  constructor(
    private readonly carts: CartService,
    @InjectModel(CartProtectionPlan.name) private readonly plans: Model<CartProtectionPlan>,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: ProtectionPlanDto })
  async get(@Req() req: Request, @CurrentUser() user?: SessionClaims): Promise<ProtectionPlanDto> {
    const cartId = await this.cartId(req, user);
    const added = cartId ? (await this.plans.countDocuments({ cart_id: cartId })) > 0 : false;
    return planDto(added);
  }

  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: ProtectionPlanDto })
  @ApiBadRequestResponse({ description: CART_NEEDED })
  @ApiForbiddenResponse({ description: 'Invalid or missing CSRF token' })
  async add(@Req() req: Request, @CurrentUser() user?: SessionClaims): Promise<ProtectionPlanDto> {
    const cartId = await this.cartId(req, user);
    if (!cartId) throw new BadRequestException(CART_NEEDED);
    await this.plans.updateOne(
      { cart_id: cartId },
      { $setOnInsert: { added_at: new Date() } },
      { upsert: true },
    );
    return planDto(true);
  }

  @Delete()
  @ApiOkResponse({ type: ProtectionPlanDto })
  @ApiForbiddenResponse({ description: 'Invalid or missing CSRF token' })
  async remove(
    @Req() req: Request,
    @CurrentUser() user?: SessionClaims,
  ): Promise<ProtectionPlanDto> {
    const cartId = await this.cartId(req, user);
    if (cartId) await this.plans.deleteOne({ cart_id: cartId });
    return planDto(false);
  }

  private async cartId(req: Request, user?: SessionClaims) {
    const cookie: unknown = req.cookies?.[CART_COOKIE];
    const { cart } = await this.carts.view({
      user: user || undefined,
      cookieCartId: typeof cookie === 'string' && cookie ? cookie : undefined,
    });
    return cart && cart.lines.length > 0 ? cart.cart_id : undefined;
  }
}
