import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { NoQueryDto } from '@sohnne/service-kit';
import { SiteMapDto } from './dto/sitemap.dto';
import { SeoService } from './seo.service';
import { PublicCache } from '../common';

@ApiTags('content')
@Controller('content/sitemap')
export class SeoController {
  constructor(private readonly seo: SeoService) {}

  @Get()
  @PublicCache()
  @ApiOkResponse({
    type: SiteMapDto,
    description:
      'Public pages, the collection tree (three levels) and every product, for the /sitemap page',
  })
  @ApiBadRequestResponse({ description: 'Unknown query parameters' })
  siteMap(@Query() _query: NoQueryDto): Promise<SiteMapDto> {
    return this.seo.siteMap();
  }
}
