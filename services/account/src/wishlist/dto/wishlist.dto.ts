import { ApiProperty } from '@nestjs/swagger';
import { IsMongoId } from 'class-validator';
import type { WishlistItemView } from '../wishlist.mapper';

export class AddToWishlistDto {
  @ApiProperty({ description: "The catalog's product id" })
  @IsMongoId({ message: 'product_id must be a product id' })
  product_id!: string;
}

export class WishlistItemDto implements WishlistItemView {
  @ApiProperty() wishlist_id!: string;
  @ApiProperty() product_id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() slug!: string;
  @ApiProperty({ type: String, nullable: true }) smallImageUrl!: string | null;
  @ApiProperty({ description: 'USD' }) price!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'USD, when is_discount' })
  discount_price!: number | null;
  @ApiProperty() is_discount!: boolean;
  @ApiProperty({ description: 'What a shopper pays now, USD, as the catalogue publishes it' })
  pay_price!: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    description:
      'The price it replaces when on sale, USD, as the catalogue publishes it; null otherwise',
  })
  was_price!: number | null;
  @ApiProperty({ description: 'False when the product is no longer in the catalog' })
  available!: boolean;
}

export class WishlistDto {
  @ApiProperty({ type: [WishlistItemDto], description: 'Newest first' })
  data!: WishlistItemDto[];
}

export class WishlistItemResponseDto {
  @ApiProperty({ type: WishlistItemDto })
  data!: WishlistItemDto;
}

export class WishlistEntryDto {
  @ApiProperty() wishlist_id!: string;
  @ApiProperty() product_id!: string;
}

export class WishlistEntriesDto {
  @ApiProperty({ type: [WishlistEntryDto] })
  data!: WishlistEntryDto[];
}

export class WishlistRemovedDto {
  @ApiProperty({ enum: [true] })
  success!: true;
}
