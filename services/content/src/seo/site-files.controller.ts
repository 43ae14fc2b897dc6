import { Controller, Get, Header, Inject, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { NoQueryDto, SERVICE_ENV } from '@sohnne/service-kit';
import type { ContentEnv } from '../config';
import { SeoService } from './seo.service';

const SITE_FILES_CACHE = 'public, max-age=300, stale-while-revalidate=3600';

/** The files crawlers look for at the site's root, outside /api. */
@ApiTags('content')
@Controller('/')
export class SiteFilesController {
  constructor(
    private readonly seo: SeoService,
    @Inject(SERVICE_ENV) private readonly env: ContentEnv,
  ) {}

  /** The shop's configured public origin (PUBLIC_URL): never a request's Host or forwarded headers. */
  private get origin(): string {
    return new URL(this.env.PUBLIC_URL).origin;
  }

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', SITE_FILES_CACHE)
  @ApiProduces('application/xml')
  @ApiOkResponse({
    description:
      'sitemaps.org urlset: every public page, collection, product, designer and post with lastmod',
    schema: { type: 'string' },
  })
  @ApiBadRequestResponse({ description: 'Unknown query parameters' })
  sitemapXml(@Query() _query: NoQueryDto): Promise<string> {
    return this.seo.sitemapXml(this.origin);
  }

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', SITE_FILES_CACHE)
  @ApiProduces('text/plain')
  @ApiOkResponse({
    description: 'Crawl rules and the absolute sitemap URL',
    schema: { type: 'string' },
  })
  @ApiBadRequestResponse({ description: 'Unknown query parameters' })
  robotsTxt(@Query() _query: NoQueryDto): string {
    return this.seo.robotsTxt(this.origin);
  }
}
