import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Inject,
  Param,
  Patch,
  Post,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  CsrfTokens,
  CurrentUser,
  OptionalSessionGuard,
  SERVICE_ENV,
  SessionClaims,
} from '@sohnne/service-kit';
import type { CookieOptions, Request, Response } from 'express';
import type { CommerceEnv } from '../config';
import { CART_COOKIE, cartRequester, signedCartCookie } from './cart-cookie';
import { CartResult, CartService, VISITOR_CART_DAYS } from './cart.service';
import type { PricedCart } from './cart.pricing';
import { AddItemDto } from './dto/add-item.dto';
import { CartDto } from './dto/cart.dto';
import { UpdateItemDto } from './dto/update-item.dto';

/**
 * The shopper's cart, addressed only by the session (users) or the httpOnly cart cookie (visitors), never by
 * an id in the URL. Every answer is priced by the catalog service at the time of the request.
 */
@ApiTags('cart')
@ApiCookieAuth('sohnne_session')
@ApiServiceUnavailableResponse({
  description:
    'The catalog service (prices) is unavailable, or the cart is busy with another change',
})
@UseGuards(OptionalSessionGuard)
@Controller('cart')
export class CartController {
  private readonly cookieOptions: CookieOptions;

  constructor(
    private readonly carts: CartService,
    @Inject(SERVICE_ENV) env: CommerceEnv,
    private readonly tokens: CsrfTokens,
  ) {
    this.cookieOptions = { httpOnly: true, sameSite: 'lax', path: '/', secure: env.COOKIE_SECURE };
  }

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: CartDto })
  async get(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @CurrentUser() user?: SessionClaims,
  ) {
    return this.answer(req, res, user, await this.carts.view(cartRequester(req, user)));
  }

  @Post('items')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: CartDto })
  @ApiBadRequestResponse({ description: "Invalid body, or 'Unknown product'" })
  @ApiForbiddenResponse({ description: 'Invalid or missing CSRF token' })
  async add(
    @Body() body: AddItemDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @CurrentUser() user?: SessionClaims,
  ) {
    return this.answer(req, res, user, await this.carts.addItem(cartRequester(req, user), body));
  }

  @Patch('items/:lineId')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: CartDto })
  @ApiNotFoundResponse({ description: 'No such line in this cart' })
  async update(
    @Param('lineId') lineId: string,
    @Body() body: UpdateItemDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @CurrentUser() user?: SessionClaims,
  ) {
    return this.answer(
      req,
      res,
      user,
      await this.carts.updateItem(cartRequester(req, user), lineId, body.quantity),
    );
  }

  @Delete('items/:lineId')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: CartDto })
  @ApiNotFoundResponse({ description: 'No such line in this cart' })
  async remove(
    @Param('lineId') lineId: string,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @CurrentUser() user?: SessionClaims,
  ) {
    return this.answer(
      req,
      res,
      user,
      await this.carts.removeItem(cartRequester(req, user), lineId),
    );
  }

  /** Visitors keep their cart cookie (renewed on each visit); users are served by session, so theirs goes. */
  private answer(
    req: Request,
    res: Response,
    user: SessionClaims | undefined,
    { cart, priced }: CartResult,
  ): PricedCart {
    if (!user && cart) {
      res.cookie(CART_COOKIE, signedCartCookie(this.tokens, req, cart.cart_id), {
        ...this.cookieOptions,
        maxAge: VISITOR_CART_DAYS * 24 * 60 * 60 * 1000,
      });
    } else if (req.cookies?.[CART_COOKIE] !== undefined) {
      res.clearCookie(CART_COOKIE, this.cookieOptions);
    }
    return priced;
  }
}
