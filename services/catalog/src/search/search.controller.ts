import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SearchQueryDto, SearchResultDto, SuggestionsDto, SuggestQueryDto } from './dto/search.dto';
import { SearchService } from './search.service';

@ApiTags('search')
@Controller('api/search')
export class SearchController {
  constructor(private readonly searchService: SearchService) {}

  @Get()
  @ApiOkResponse({
    type: SearchResultDto,
    description:
      'Ranked, typo-tolerant matches on name, designer, collection, material and description',
  })
  @ApiBadRequestResponse({
    description: 'Malformed page, query over 100 characters, or unknown query parameters',
  })
  search(@Query() query: SearchQueryDto): Promise<SearchResultDto> {
    return this.searchService.search(query);
  }

  @Get('suggest')
  @ApiOkResponse({ type: SuggestionsDto })
  @ApiBadRequestResponse({
    description: 'Missing q, over 100 characters, or unknown query parameters',
  })
  async suggest(@Query() query: SuggestQueryDto): Promise<SuggestionsDto> {
    return { data: await this.searchService.suggest(query.q) };
  }
}
