import { Controller, Get, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { BlogService } from './blog.service';
import { SitemapPageDto, SitemapQueryDto } from './dto/post.dto';
import { PublicCache } from '../common';

/** Post links for the sitemap, at the path the spec gives them (/api/pages/blogs/all). */
@ApiTags('content')
@Controller('pages/blogs')
export class BlogLinksController {
  constructor(private readonly blog: BlogService) {}

  @Get('all')
  @PublicCache()
  @ApiOkResponse({ type: SitemapPageDto, description: 'Post links for the sitemap, newest first' })
  @ApiBadRequestResponse({
    description: 'offset or perPage out of range, or unknown query parameters',
  })
  @ApiServiceUnavailableResponse({ description: 'The configured WordPress site cannot be reached' })
  sitemap(@Query() query: SitemapQueryDto): Promise<SitemapPageDto> {
    return this.blog.sitemap(query.offset ?? 0, query.perPage ?? 50);
  }
}
