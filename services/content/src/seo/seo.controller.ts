import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { NoQueryDto } from '@sohnne/service-kit';
import { SiteMapDto } from './dto/sitemap.dto';
import { SeoService } from './seo.service';

@ApiTags('content')
@Controller('content/sitemap')
export class SeoController {
  constructor(private readonly seo: SeoService) {}

  @Get()
  @Header('Cache-Control', 'public, max-age=60, stale-while-revalidate=300')
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
