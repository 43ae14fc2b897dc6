import { Controller, Get, Query, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { LISTING_SORTS } from '@sohnne/listing-query';
import { NoQueryDto } from '@sohnne/service-kit';
import type { Request } from 'express';
import { CollectionsService } from './collections.service';
import { ByPathQueryDto } from './dto/by-path-query.dto';
import { CollectionTreeDto, CollectionWithBreadcrumbDto } from './dto/collection.dto';
import { ListingDto } from './dto/listing.dto';

const rawQueryOf = (req: Request): string => {
  const at = req.originalUrl.indexOf('?');
  return at < 0 ? '' : req.originalUrl.slice(at + 1);
};

@ApiTags('collections')
@Controller('api/collections')
export class CollectionsController {
  constructor(private readonly collections: CollectionsService) {}

  @Get()
  @ApiOkResponse({
    type: CollectionTreeDto,
    description: 'Top-level collections with their children (up to 3 levels)',
  })
  @ApiBadRequestResponse({ description: 'Unknown query parameters' })
  async tree(@Query() _query: NoQueryDto): Promise<CollectionTreeDto> {
    return { data: await this.collections.tree() };
  }

  @Get('by-path')
  @ApiOkResponse({ type: CollectionWithBreadcrumbDto })
  @ApiBadRequestResponse({ description: 'Missing or malformed path' })
  @ApiNotFoundResponse({ description: 'No collection at that path' })
  byPath(@Query() query: ByPathQueryDto): Promise<CollectionWithBreadcrumbDto> {
    return this.collections.byPath(query.path);
  }

  /**
   * The query is read raw (not through a DTO): it is the page URL's indexed-array form, forwarded as is,
   * which Express's default parser does not read.
   */
  @Get('listing')
  @ApiQuery({
    name: 'path',
    required: true,
    example: 'seating/lounge-chairs',
    description: 'Slug path; designer-furniture/{slug} is a designer collection',
  })
  @ApiQuery({ name: 'page', required: false, type: Number, example: 1 })
  @ApiQuery({
    name: 'perPage',
    required: false,
    type: Number,
    example: 24,
    description: '1 to 100, default 24',
  })
  @ApiQuery({
    name: 'category[0]',
    required: false,
    description: 'category[0], category[1], …: leaf collection slugs (ORed)',
  })
  @ApiQuery({
    name: 'material[0]',
    required: false,
    description: 'material[0], material[1], …: material values from the facets (ORed)',
  })
  @ApiQuery({
    name: 'color[0]',
    required: false,
    description: 'color[0], color[1], …: colour values from the facets (ORed)',
  })
  @ApiQuery({ name: 'price[min]', required: false, type: Number })
  @ApiQuery({ name: 'price[max]', required: false, type: Number })
  @ApiQuery({ name: 'express_shipping', required: false, enum: ['true', 'false'] })
  @ApiQuery({
    name: 'sort',
    required: false,
    enum: LISTING_SORTS,
    description:
      "featured (default): the collection's own order; price_asc, price_desc: by the price paid (pay_price), ties in the featured order",
  })
  @ApiOkResponse({ type: ListingDto })
  @ApiBadRequestResponse({
    description:
      'Unknown filter key, negative page, non-numeric price, price[min] above price[max], malformed slug, unknown sort',
  })
  @ApiNotFoundResponse({ description: 'No collection at that path' })
  listing(@Req() req: Request): Promise<ListingDto> {
    return this.collections.listing(rawQueryOf(req));
  }
}
