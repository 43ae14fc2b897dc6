import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { NoQueryDto } from '@sohnne/service-kit';
import { PageDto, PageParamsDto } from './dto/page.dto';
import { PagesService } from './pages.service';
import { PublicCache } from '../common';

@ApiTags('content')
@Controller('content/pages')
export class PagesController {
  constructor(private readonly pages: PagesService) {}

  @Get(':slug')
  @PublicCache()
  @ApiOkResponse({ type: PageDto })
  @ApiBadRequestResponse({ description: 'Malformed slug or unknown query parameters' })
  @ApiNotFoundResponse({ description: 'No page with that slug' })
  bySlug(@Param() params: PageParamsDto, @Query() _query: NoQueryDto): Promise<PageDto> {
    return this.pages.bySlug(params.slug);
  }
}
