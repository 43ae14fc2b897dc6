import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { NoQueryDto } from '@sohnne/service-kit';
import { PageDto, PageParamsDto } from './dto/page.dto';
import { PagesService } from './pages.service';

@ApiTags('content')
@Controller('content/pages')
export class PagesController {
  constructor(private readonly pages: PagesService) {}

  @Get(':slug')
  // Every visitor reads the same pages: shared caches may keep them a minute (Express adds the ETag).
  @Header('Cache-Control', 'public, max-age=60, stale-while-revalidate=300')
  @ApiOkResponse({ type: PageDto })
  @ApiBadRequestResponse({ description: 'Malformed slug or unknown query parameters' })
  @ApiNotFoundResponse({ description: 'No page with that slug' })
  bySlug(@Param() params: PageParamsDto, @Query() _query: NoQueryDto): Promise<PageDto> {
    return this.pages.bySlug(params.slug);
  }
}
