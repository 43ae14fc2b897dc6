import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { NoQueryDto } from '@sohnne/service-kit';
import { ShowroomDto, ShowroomParamsDto } from './dto/showroom.dto';
import { ShowroomsService } from './showrooms.service';
import { PublicCache } from '../common';

@ApiTags('content')
@Controller('content/showrooms')
export class ShowroomsController {
  constructor(private readonly showrooms: ShowroomsService) {}

  @Get(':slug')
  @PublicCache()
  @ApiOkResponse({ type: ShowroomDto })
  @ApiBadRequestResponse({ description: 'Malformed slug or unknown query parameters' })
  @ApiNotFoundResponse({ description: 'No showroom with that slug' })
  bySlug(@Param() params: ShowroomParamsDto, @Query() _query: NoQueryDto): Promise<ShowroomDto> {
    return this.showrooms.bySlug(params.slug);
  }
}
