import { ApiProperty } from '@nestjs/swagger';

export class CollectionFaqDto {
  @ApiProperty()
  question!: string;

  @ApiProperty()
  answers!: string;
}

export class CollectionDescriptionDto {
  @ApiProperty()
  title!: string;

  @ApiProperty()
  content!: string;
}

export class CollectionDto {
  @ApiProperty()
  id!: string;

  @ApiProperty({ example: 'Sectional Sofas' })
  name!: string;

  @ApiProperty({ example: 'sectional-sofas' })
  slug!: string;

  @ApiProperty({
    description: 'Slugs from the top-level collection down to this one',
    example: 'living-room/sofas/sectional-sofas',
  })
  slug_path!: string;

  @ApiProperty()
  description!: string;

  @ApiProperty({ example: '/media/collections/sectional-sofas.svg' })
  thumbnail_desktop!: string;

  @ApiProperty({ example: '/media/collections/sectional-sofas-banner.svg' })
  banner!: string;

  @ApiProperty()
  meta_title!: string;

  @ApiProperty()
  meta_description!: string;

  @ApiProperty({ type: [CollectionFaqDto] })
  faqs!: CollectionFaqDto[];

  @ApiProperty({
    type: [CollectionDescriptionDto],
    description: 'Long-form sections shown below the grid',
  })
  description_collection!: CollectionDescriptionDto[];

  @ApiProperty({
    type: () => [CollectionDto],
    description: 'Sub-collections (the tree is at most 3 levels deep)',
  })
  children!: CollectionDto[];
}

export class BreadcrumbItemDto {
  @ApiProperty({ example: 'Sofas' })
  name!: string;

  @ApiProperty({ example: 'living-room/sofas' })
  slug_path!: string;
}

export class CollectionWithBreadcrumbDto extends CollectionDto {
  @ApiProperty({
    type: [BreadcrumbItemDto],
    description: 'From the top-level collection to this one',
  })
  breadcrumb!: BreadcrumbItemDto[];
}

export class CollectionTreeDto {
  @ApiProperty({ type: [CollectionDto] })
  data!: CollectionDto[];
}
