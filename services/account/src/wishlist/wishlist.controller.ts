import { Body, Controller, Delete, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CurrentUser, SessionClaims, SessionGuard } from '@sohnne/service-kit';
import {
  AddToWishlistDto,
  WishlistDto,
  WishlistEntriesDto,
  WishlistItemResponseDto,
  WishlistRemovedDto,
} from './dto/wishlist.dto';
import { WishlistItemView } from './wishlist.mapper';
import { WishlistService } from './wishlist.service';

@ApiTags('wishlist')
@ApiCookieAuth('sohnne_session')
@ApiUnauthorizedResponse({ description: 'No valid session' })
@Controller('wishlist')
@UseGuards(SessionGuard)
export class WishlistController {
  constructor(private readonly wishlist: WishlistService) {}

  @Get('get')
  @ApiOkResponse({
    type: WishlistDto,
    description: 'Prices from the catalog, or the snapshot when it is down',
  })
  async list(@CurrentUser() claims: SessionClaims): Promise<{ data: WishlistItemView[] }> {
    return { data: await this.wishlist.list(claims.sub) };
  }

  /** Which products are on the wishlist, for marking product cards; no catalog call. */
  @Get('ids')
  @ApiOkResponse({ type: WishlistEntriesDto })
  async ids(
    @CurrentUser() claims: SessionClaims,
  ): Promise<{ data: { wishlist_id: string; product_id: string }[] }> {
    return { data: await this.wishlist.entries(claims.sub) };
  }

  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: WishlistItemResponseDto, description: 'Added, or already there' })
  @ApiBadRequestResponse({ description: 'Malformed product_id' })
  @ApiNotFoundResponse({ description: 'No such product in the catalog' })
  @ApiConflictResponse({ description: 'The wishlist is full' })
  @ApiServiceUnavailableResponse({ description: 'The catalog is unavailable' })
  async add(
    @CurrentUser() claims: SessionClaims,
    @Body() body: AddToWishlistDto,
  ): Promise<{ data: WishlistItemView }> {
    return { data: await this.wishlist.add(claims.sub, body.product_id) };
  }

  @Delete(':wishlist_id')
  @HttpCode(200)
  @ApiOkResponse({ type: WishlistRemovedDto })
  @ApiNotFoundResponse({ description: "No such entry on this customer's wishlist" })
  async remove(
    @CurrentUser() claims: SessionClaims,
    @Param('wishlist_id') wishlistId: string,
  ): Promise<{ success: true }> {
    await this.wishlist.remove(claims.sub, wishlistId);
    return { success: true };
  }
}
