import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { NoQueryDto } from '@sohnne/service-kit';
import { DesignersService } from './designers.service';
import { DesignerDto, DesignerPageDto, DesignersQueryDto } from './dto/designer.dto';

@ApiTags('designers')
@Controller('api')
export class DesignersController {
  constructor(private readonly designers: DesignersService) {}

  @Get('pages/designers')
  @ApiOkResponse({
    type: DesignerPageDto,
    description:
      'Designers by name; data.results.data holds the page (fewer than perPage on the last)',
  })
  @ApiBadRequestResponse({ description: 'Malformed page or perPage, or unknown query parameters' })
  page(@Query() query: DesignersQueryDto): Promise<DesignerPageDto> {
    return this.designers.page(query);
  }

  @Get('designers/:slug')
  @ApiOkResponse({ type: DesignerDto })
  @ApiBadRequestResponse({ description: 'Unknown query parameters' })
  @ApiNotFoundResponse({ description: 'No designer with that slug' })
  bySlug(@Param('slug') slug: string, @Query() _query: NoQueryDto): Promise<DesignerDto> {
    return this.designers.bySlug(slug);
  }
}
