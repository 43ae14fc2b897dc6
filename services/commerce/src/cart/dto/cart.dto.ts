import { ApiProperty } from '@nestjs/swagger';
import type { CatalogImage } from '../../catalog-client';
import type { PricedCart, PricedLine } from '../cart.pricing';

// `implements` keeps these documented shapes in step with what the cart really answers.

export class ImageDto implements CatalogImage {
  @ApiProperty() url!: string;
  @ApiProperty() alternativeText!: string;
  @ApiProperty() width!: number;
  @ApiProperty() height!: number;
}

export class CartLineDto implements PricedLine {
  @ApiProperty() id!: string;
  @ApiProperty() productId!: string;
  @ApiProperty() variantId!: string;
  @ApiProperty() slug!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ example: 'Color: Walnut' }) variantLabel!: string;
  @ApiProperty({ type: ImageDto, nullable: true }) image!: ImageDto | null;
  @ApiProperty({ description: 'USD, from the catalog service' }) unitPrice!: number;
  @ApiProperty({ minimum: 1, maximum: 99 }) quantity!: number;
  @ApiProperty({ description: 'unitPrice * quantity, USD' }) lineTotal!: number;
}

export class CartDto implements PricedCart {
  @ApiProperty({ type: [CartLineDto] }) lines!: CartLineDto[];
  @ApiProperty({ description: 'Sum of quantities' }) count!: number;
  @ApiProperty({ description: 'USD' }) subtotal!: number;
}
