import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { NoQueryDto } from '@sohnne/service-kit';
import { LookListDto } from './dto/look.dto';
import { LooksService } from './looks.service';

@ApiTags('looks')
@Controller('api/looks')
export class LooksController {
  constructor(private readonly looks: LooksService) {}

  @Get()
  @ApiOkResponse({ type: LookListDto, description: 'Shop-the-look rooms with hotspots' })
  @ApiBadRequestResponse({ description: 'Unknown query parameters' })
  async list(@Query() _query: NoQueryDto): Promise<LookListDto> {
    return { data: await this.looks.list() };
  }
}
