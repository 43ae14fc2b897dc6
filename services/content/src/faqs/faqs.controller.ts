import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { NoQueryDto } from '@sohnne/service-kit';
import { FaqGroupDto, FaqParamsDto } from './dto/faq.dto';
import { FaqsService } from './faqs.service';
import { PublicCache } from '../common';

@ApiTags('content')
@Controller('content/faqs')
export class FaqsController {
  constructor(private readonly faqs: FaqsService) {}

  @Get(':group')
  @PublicCache()
  @ApiOkResponse({ type: FaqGroupDto })
  @ApiBadRequestResponse({ description: 'Unknown group or unknown query parameters' })
  @ApiNotFoundResponse({ description: 'The group has not been seeded' })
  byGroup(@Param() params: FaqParamsDto, @Query() _query: NoQueryDto): Promise<FaqGroupDto> {
    return this.faqs.byGroup(params.group);
  }
}
