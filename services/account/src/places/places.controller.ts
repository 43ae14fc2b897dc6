import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { SessionGuard } from '@sohnne/service-kit';
import { PlaceSuggestionsDto, PlacesQueryDto } from './dto/places.dto';
import { PlaceSuggestion } from './place-suggestion';
import { PlacesService } from './places.service';

/** Street-field suggestions for the address form (signed-in customers only: a paid provider may answer). */
@ApiTags('address')
@ApiCookieAuth('sohnne_session')
@Controller('address/places')
@UseGuards(SessionGuard)
export class PlacesController {
  constructor(private readonly places: PlacesService) {}

  @Get()
  @ApiOkResponse({ type: PlaceSuggestionsDto })
  @ApiBadRequestResponse({ description: 'q missing, shorter than 2 or longer than 100 characters' })
  @ApiUnauthorizedResponse({ description: 'No valid session' })
  @ApiServiceUnavailableResponse({ description: 'The places provider failed' })
  async suggest(@Query() query: PlacesQueryDto): Promise<{ data: PlaceSuggestion[] }> {
    return { data: await this.places.suggest(query.q) };
  }
}
