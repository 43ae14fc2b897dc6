import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { NoQueryDto } from '@sohnne/service-kit';
import { ListProductsQueryDto } from './dto/list-products-query.dto';
import { LookupQueryDto } from './dto/lookup-query.dto';
import { ProductDetailDto, ProductLookupDto, ProductPageDto } from './dto/product.dto';
import { ProductsService } from './products.service';

@ApiTags('products')
@Controller('api/products')
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @Get()
  @ApiOkResponse({
    type: ProductPageDto,
    description: 'Ordered by name; with related_to, by relatedness',
  })
  @ApiBadRequestResponse({ description: 'Unknown or malformed query parameters' })
  @ApiNotFoundResponse({ description: 'related_to names no product' })
  list(@Query() query: ListProductsQueryDto): Promise<ProductPageDto> {
    return this.products.list(query);
  }

  @Get('lookup')
  @ApiOkResponse({ type: ProductLookupDto })
  @ApiBadRequestResponse({ description: 'No ids, more than 100, or a malformed id' })
  async lookup(@Query() query: LookupQueryDto): Promise<ProductLookupDto> {
    return { data: await this.products.lookup(query.ids) };
  }

  @Get('by-slug/:slug')
  @ApiOkResponse({
    type: ProductDetailDto,
    description: "Everything a product page shows, with 'You may also like'",
  })
  @ApiBadRequestResponse({ description: 'Unknown query parameters' })
  @ApiNotFoundResponse({ description: 'No product with that slug' })
  bySlug(@Param('slug') slug: string, @Query() _query: NoQueryDto): Promise<ProductDetailDto> {
    return this.products.bySlug(slug);
  }
}
