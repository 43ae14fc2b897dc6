import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { NoQueryDto } from '@sohnne/service-kit';
import { CatalogStore } from '../store';
import { MaterialListDto } from './dto/material.dto';
import { MATERIALS } from './materials-part';

@ApiTags('materials')
@Controller('api/materials')
export class MaterialsController {
  constructor(private readonly store: CatalogStore) {}

  @Get()
  @ApiOkResponse({
    type: MaterialListDto,
    description: 'Upholstery families with their colour swatches',
  })
  @ApiBadRequestResponse({ description: 'Unknown query parameters' })
  async list(@Query() _query: NoQueryDto): Promise<MaterialListDto> {
    const { materials } = (await this.store.snapshot()).part(MATERIALS);
    return {
      data: materials.map(({ slug, name, description, swatches }) => ({
        slug,
        name,
        description,
        swatches: swatches.map(({ name: swatchName, hex }) => ({ name: swatchName, hex })),
      })),
    };
  }
}
