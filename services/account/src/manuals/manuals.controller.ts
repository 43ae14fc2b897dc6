import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { NoQueryDto } from '@sohnne/service-kit';
import { ManualListDto } from './manuals.dto';
import { ManualView, toManualView } from './manuals.mapper';
import { ManualsService } from './manuals.service';

/** The manual books shown on the dashboard and the address page; the same for everyone. */
@ApiTags('account')
@Controller('account/manuals')
export class ManualsController {
  constructor(private readonly manuals: ManualsService) {}

  @Get()
  @ApiOkResponse({ type: ManualListDto })
  @ApiBadRequestResponse({ description: 'Unknown query parameters' })
  async list(@Query() _query: NoQueryDto): Promise<{ data: ManualView[] }> {
    return { data: (await this.manuals.list()).map(toManualView) };
  }
}
