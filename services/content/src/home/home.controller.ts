import { Controller, Get, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { NoQueryDto } from '@sohnne/service-kit';
import { HomeDto } from './dto/home.dto';
import { HomeService } from './home.service';

@ApiTags('content')
@Controller('content/home')
export class HomeController {
  constructor(private readonly home: HomeService) {}

  @Get()
  @ApiOkResponse({ type: HomeDto })
  @ApiBadRequestResponse({ description: 'Unknown query parameters' })
  @ApiNotFoundResponse({ description: 'The home content has not been seeded' })
  get(@Query() _query: NoQueryDto): Promise<HomeDto> {
    return this.home.get();
  }
}
