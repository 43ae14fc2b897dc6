import { Controller, Get, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { NoQueryDto } from '@sohnne/service-kit';
import { PressDto } from './dto/press.dto';
import { PressService } from './press.service';
import { PublicCache } from '../common';

@ApiTags('content')
@Controller('content/press')
export class PressController {
  constructor(private readonly press: PressService) {}

  @Get()
  @PublicCache()
  @ApiOkResponse({ type: PressDto })
  @ApiBadRequestResponse({ description: 'Unknown query parameters' })
  @ApiNotFoundResponse({ description: 'The press content has not been seeded' })
  get(@Query() _query: NoQueryDto): Promise<PressDto> {
    return this.press.get();
  }
}
