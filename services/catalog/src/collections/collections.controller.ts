import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { NoQueryDto } from '@sohnne/service-kit';
import { CollectionsService } from './collections.service';
import { ByPathQueryDto } from './dto/by-path-query.dto';
import { CollectionTreeDto, CollectionWithBreadcrumbDto } from './dto/collection.dto';

@ApiTags('collections')
@Controller('api/collections')
export class CollectionsController {
  constructor(private readonly collections: CollectionsService) {}

  @Get()
  @ApiOkResponse({ type: CollectionTreeDto, description: 'Top-level collections with their children (up to 3 levels)' })
  @ApiBadRequestResponse({ description: 'Unknown query parameters' })
  async tree(@Query() _query: NoQueryDto): Promise<CollectionTreeDto> {
    return { data: await this.collections.tree() };
  }

  @Get('by-path')
  @ApiOkResponse({ type: CollectionWithBreadcrumbDto })
  @ApiBadRequestResponse({ description: 'Missing or malformed path' })
  @ApiNotFoundResponse({ description: 'No collection at that path' })
  byPath(@Query() query: ByPathQueryDto): Promise<CollectionWithBreadcrumbDto> {
    return this.collections.byPath(query.path);
  }
}
