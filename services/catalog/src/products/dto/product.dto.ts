import { ApiProperty } from '@nestjs/swagger';

export const PAY_PRICE =
  'What a shopper pays now, USD: the sale price when on sale, else the list price. Show this; never work it out from price, discount_price and is_discount';
export const WAS_PRICE =
  'The price pay_price replaces (the list price, struck through) when on sale, else null: a Sale badge shows when it is not null';

export class ImageDto {
  @ApiProperty({ example: '/media/products/egg-chair-jacobsen-style-replica-1.svg' })
  url!: string;

  @ApiProperty()
  alternativeText!: string;

  @ApiProperty({ example: 800 })
  width!: number;

  @ApiProperty({ example: 1000 })
  height!: number;
}

export class VariantDto {
  @ApiProperty()
  id!: string;

  @ApiProperty({ example: 'Color' })
  type!: string;

  @ApiProperty({ example: 'Olive Wool' })
  value!: string;

  @ApiProperty({ description: 'List price, USD', example: 1299 })
  price!: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Sale price, USD, when on sale (is_discount), else null',
  })
  discount_price!: number | null;

  @ApiProperty({ description: 'Whether the variant is on sale (pay_price is then its sale price)' })
  is_discount!: boolean;

  @ApiProperty({ description: PAY_PRICE, example: 1299 })
  pay_price!: number;

  @ApiProperty({ type: Number, nullable: true, description: WAS_PRICE, example: null })
  was_price!: number | null;

  @ApiProperty({ type: [ImageDto] })
  gallery!: ImageDto[];
}

export class DesignerRefDto {
  @ApiProperty({ example: 'Arne Jacobsen' })
  name!: string;

  @ApiProperty({ example: 'jacobsen', description: 'Links to /designer/{slug}' })
  slug!: string;
}

/**
 * A product card (grids, search results, a designer's designs): what the card shows and the variant its
 * 'Add to cart' adds, about a fifth of the whole product. A product (ProductDto) is a card and more.
 */
export class ProductCardDto {
  @ApiProperty()
  id!: string;

  @ApiProperty({
    example: 'egg-chair-jacobsen-style-replica',
    description: 'Links to /product/{slug}',
  })
  slug!: string;

  @ApiProperty({ example: 'Egg Chair (Jacobsen Style Replica)' })
  name!: string;

  @ApiProperty({ example: 'Arne Jacobsen' })
  designer!: string;

  @ApiProperty({ type: String, nullable: true, example: 'Best Seller' })
  badge_text!: string | null;

  @ApiProperty({
    type: ImageDto,
    nullable: true,
    description: "The card's picture: the first product image, else the default variant's first",
  })
  image!: ImageDto | null;

  @ApiProperty({ description: `${PAY_PRICE} (the default variant)`, example: 1299 })
  pay_price!: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: `${WAS_PRICE} (the default variant)`,
    example: null,
  })
  was_price!: number | null;

  @ApiProperty({ description: "The default (first) variant's id: what 'Add to cart' adds" })
  variant_id!: string;
}

export class ProductDto extends ProductCardDto {
  @ApiProperty()
  description!: string;

  @ApiProperty()
  featured!: boolean;

  @ApiProperty({ type: [String], example: ['lounge-chairs', 'seating'] })
  collection_slugs!: string[];

  @ApiProperty({ type: [ImageDto] })
  image_list!: ImageDto[];

  @ApiProperty({ description: 'List price of the default (first) variant, USD' })
  price!: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Sale price of the default variant, USD, when on sale, else null',
  })
  discount_price!: number | null;

  @ApiProperty({ description: 'Whether the default variant is on sale' })
  is_discount!: boolean;

  @ApiProperty({ type: [VariantDto] })
  variants!: VariantDto[];

  @ApiProperty({
    type: DesignerRefDto,
    nullable: true,
    description: 'Null for our own studio designs',
  })
  designer_ref!: DesignerRefDto | null;

  @ApiProperty({ example: 'lounge-chairs', description: "The product's own (leaf) collection" })
  category!: string;

  @ApiProperty({ description: 'Ships within a day with express delivery' })
  express_shipping!: boolean;
}

export class ProductBreadcrumbItemDto {
  @ApiProperty({ example: 'Seating' })
  name!: string;

  @ApiProperty({ example: '/collections/seating' })
  path!: string;
}

export class ProductDetailDto extends ProductDto {
  @ApiProperty({ example: 'W 86 x D 79 x H 107 cm, seat height 37 cm' })
  dimensions!: string;

  @ApiProperty({ type: [String], example: ['Fibreglass', 'Wool'] })
  materials!: string[];

  @ApiProperty({
    type: [String],
    example: ['green', 'brown'],
    description: 'Colour families of the variants',
  })
  colors!: string[];

  @ApiProperty({
    example:
      'In stock: ships within 1 business day with express delivery in 3 to 5 business days (US).',
  })
  delivery_note!: string;

  @ApiProperty({
    type: [ProductBreadcrumbItemDto],
    description: 'Its primary collection path, top level first',
  })
  breadcrumb!: ProductBreadcrumbItemDto[];

  @ApiProperty({
    type: [ProductCardDto],
    description: "'You may also like': up to 4 products from the same collections, as cards",
  })
  related!: ProductCardDto[];
}

export class PageMetaDto {
  @ApiProperty({ example: 1 })
  page!: number;

  @ApiProperty({ example: 24 })
  perPage!: number;

  @ApiProperty({ example: 59 })
  total!: number;

  @ApiProperty({ example: 3 })
  totalPages!: number;
}

export class ProductPageDto {
  @ApiProperty({ type: [ProductDto] })
  data!: ProductDto[];

  @ApiProperty({ type: PageMetaDto })
  meta!: PageMetaDto;
}

export class ProductCardPageDto {
  @ApiProperty({ type: [ProductCardDto] })
  data!: ProductCardDto[];

  @ApiProperty({ type: PageMetaDto })
  meta!: PageMetaDto;
}

export class ProductLookupDto {
  @ApiProperty({
    type: [ProductDto],
    description: 'The products found, in the order asked; unknown ids are left out',
  })
  data!: ProductDto[];
}
