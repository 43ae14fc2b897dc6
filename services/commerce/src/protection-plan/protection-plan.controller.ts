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
import { cartLines, cartRequester } from '../cart';
import { CartService } from '../cart/cart.service';
import { PROTECTION_PLAN } from './protection-plan';
import { ProtectionPlanService } from './protection-plan.service';

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
    private readonly plans: ProtectionPlanService,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: ProtectionPlanDto })
  async get(@Req() req: Request, @CurrentUser() user?: SessionClaims): Promise<ProtectionPlanDto> {
    const { cart } = await this.carts.view(cartRequester(req, user));
    return planDto(!!cart && cartLines(cart).length > 0 && (await this.plans.has(cart)));
  }

  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: ProtectionPlanDto })
  @ApiBadRequestResponse({ description: CART_NEEDED })
  @ApiForbiddenResponse({ description: 'Invalid or missing CSRF token' })
  async add(@Req() req: Request, @CurrentUser() user?: SessionClaims): Promise<ProtectionPlanDto> {
    if (!(await this.carts.setProtectionPlan(cartRequester(req, user), true)))
      throw new BadRequestException(CART_NEEDED);
    return planDto(true);
  }

  @Delete()
  @ApiOkResponse({ type: ProtectionPlanDto })
  @ApiForbiddenResponse({ description: 'Invalid or missing CSRF token' })
  async remove(
    @Req() req: Request,
    @CurrentUser() user?: SessionClaims,
  ): Promise<ProtectionPlanDto> {
    await this.carts.setProtectionPlan(cartRequester(req, user), false);
    return planDto(false);
  }
}
