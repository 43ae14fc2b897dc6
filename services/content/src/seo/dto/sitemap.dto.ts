import { ApiProperty } from '@nestjs/swagger';

export class SitePageDto {
  @ApiProperty({ example: '/about-us' })
  path!: string;

  @ApiProperty({ example: 'About Us' })
  title!: string;
}

export class SiteCollectionDto {
  @ApiProperty({ example: 'Lounge Chairs' })
  name!: string;

  @ApiProperty({ example: '/collections/seating/lounge-chairs' })
  path!: string;

  @ApiProperty({
    type: () => [SiteCollectionDto],
    description: 'Sub-collections (three levels in all)',
  })
  children!: SiteCollectionDto[];
}

export class SiteProductDto {
  @ApiProperty({ example: 'Egg Chair (Jacobsen Style Replica)' })
  name!: string;

  @ApiProperty({ example: '/product/egg-chair-jacobsen-style-replica' })
  path!: string;
}

/** What the /sitemap page lists besides the blog (which it pages through /api/pages/blogs/all). */
export class SiteMapDto {
  @ApiProperty({
    type: [SitePageDto],
    description:
      "The supporting pages, one entry a page, from the MFEs' live route lists: every fixed path but the spec's excluded segments",
  })
  pages!: SitePageDto[];

  @ApiProperty({ type: [SiteCollectionDto], description: 'The collection tree, three levels' })
  collections!: SiteCollectionDto[];

  @ApiProperty({ type: [SiteProductDto], description: 'Every product, by name' })
  products!: SiteProductDto[];
}
