import { ApiProperty } from '@nestjs/swagger';
import { ImageDto, ProductCardPageDto } from '../../products';
import { CollectionDto } from './collection.dto';

export class ListingCollectionDto extends CollectionDto {
  @ApiProperty({
    example: 'Lounge Chairs',
    description: "The page title: '{name} Collection' for a designer's collection",
  })
  title!: string;

  @ApiProperty({
    example: 'http://localhost:8080/collections/seating/lounge-chairs',
    description: 'Always the unfiltered, first page',
  })
  canonical_url!: string;

  @ApiProperty({ description: 'The same picture as banner (the spec names both)' })
  collection_banner!: string;
}

export class ListingBreadcrumbItemDto {
  @ApiProperty({ example: 'Seating' })
  name!: string;

  @ApiProperty({ example: 'seating' })
  slug_path!: string;

  @ApiProperty({ example: '/collections/seating' })
  path!: string;
}

export class FacetOptionDto {
  @ApiProperty({
    example: 'leather',
    description: 'The value to put in the query, e.g. material[0]=leather',
  })
  value!: string;

  @ApiProperty({ example: 'Leather' })
  label!: string;

  @ApiProperty({ description: 'Products this option gives with the other active filters' })
  count!: number;

  @ApiProperty()
  selected!: boolean;
}

export class PriceFacetDto {
  @ApiProperty({ type: Number, nullable: true })
  min!: number | null;

  @ApiProperty({ type: Number, nullable: true })
  max!: number | null;
}

export class ExpressFacetDto {
  @ApiProperty()
  count!: number;
}

export class FacetsDto {
  @ApiProperty({ type: [FacetOptionDto] })
  category!: FacetOptionDto[];

  @ApiProperty({ type: [FacetOptionDto] })
  material!: FacetOptionDto[];

  @ApiProperty({ type: [FacetOptionDto] })
  color!: FacetOptionDto[];

  @ApiProperty({ type: PriceFacetDto, description: 'Price range the other filters give' })
  price!: PriceFacetDto;

  @ApiProperty({ type: ExpressFacetDto })
  express_shipping!: ExpressFacetDto;
}

export class ListingDesignerDto {
  @ApiProperty()
  name!: string;

  @ApiProperty()
  slug!: string;

  @ApiProperty({ type: String, nullable: true })
  country!: string | null;

  @ApiProperty({ type: ImageDto })
  avatar!: ImageDto;
}

export class ListingDto {
  @ApiProperty({ type: ListingCollectionDto })
  collection!: ListingCollectionDto;

  @ApiProperty({
    type: [ListingBreadcrumbItemDto],
    description: 'Every level from the top, this collection last',
  })
  breadcrumb!: ListingBreadcrumbItemDto[];

  @ApiProperty({
    type: ProductCardPageDto,
    description: 'One page of the filtered products as cards (the product page has the rest)',
  })
  products!: ProductCardPageDto;

  @ApiProperty({ type: FacetsDto })
  facets!: FacetsDto;

  @ApiProperty({
    type: ListingDesignerDto,
    nullable: true,
    description: 'Set on /collections/designer-furniture/{slug}',
  })
  designer!: ListingDesignerDto | null;

  @ApiProperty({
    example: 'material%5B0%5D=leather',
    description: 'The active filters, page and sort in the page URL form, normalized',
  })
  query!: string;
}
