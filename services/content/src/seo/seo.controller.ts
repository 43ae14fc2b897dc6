import { Controller, Get, Header, Inject, Query, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { NoQueryDto, SERVICE_ENV } from '@sohnne/service-kit';
import type { Request } from 'express';
import type { ContentEnv } from '../config';
import { SiteMapDto } from './dto/sitemap.dto';
import { SeoService } from './seo.service';

const PUBLIC_CACHE = 'public, max-age=300, stale-while-revalidate=3600';
const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

@ApiTags('content')
@Controller()
export class SeoController {
  constructor(
    private readonly seo: SeoService,
    @Inject(SERVICE_ENV) private readonly env: ContentEnv,
  ) {}

  /** PUBLIC_URL, else the origin the shopper used (the edge forwards the Host header and X-Forwarded-Proto). */
  private origin(req: Request): string {
    if (this.env.PUBLIC_URL) return this.env.PUBLIC_URL;
    const forwardedHost = req.get('x-forwarded-host')?.split(',')[0].trim();
    const host = forwardedHost && HOST.test(forwardedHost) ? forwardedHost : req.get('host');
    const proto = req.get('x-forwarded-proto')?.split(',')[0].trim() === 'https' ? 'https' : 'http';
    return `${proto}://${host && HOST.test(host) ? host : 'localhost'}`;
  }

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', PUBLIC_CACHE)
  @ApiProduces('application/xml')
  @ApiOkResponse({ description: 'sitemaps.org urlset: every public page, collection, product, designer and post with lastmod', schema: { type: 'string' } })
  @ApiBadRequestResponse({ description: 'Unknown query parameters' })
  sitemapXml(@Req() req: Request, @Query() _query: NoQueryDto): Promise<string> {
    return this.seo.sitemapXml(this.origin(req));
  }

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', PUBLIC_CACHE)
  @ApiProduces('text/plain')
  @ApiOkResponse({ description: 'Crawl rules and the absolute sitemap URL', schema: { type: 'string' } })
  @ApiBadRequestResponse({ description: 'Unknown query parameters' })
  robotsTxt(@Req() req: Request, @Query() _query: NoQueryDto): string {
    return this.seo.robotsTxt(this.origin(req));
  }

  @Get('api/content/sitemap')
  @Header('Cache-Control', 'public, max-age=60, stale-while-revalidate=300')
  @ApiOkResponse({ type: SiteMapDto, description: 'Public pages, the collection tree (three levels) and every product, for the /sitemap page' })
  @ApiBadRequestResponse({ description: 'Unknown query parameters' })
  siteMap(@Query() _query: NoQueryDto): Promise<SiteMapDto> {
    return this.seo.siteMap();
  }
}
