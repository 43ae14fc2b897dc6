import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { NoQueryDto } from '@sohnne/service-kit';
import { CarouselDto, CarouselParamsDto, ProfessionalServicesDto } from './dto/programs.dto';
import { ProgramsService } from './programs.service';
import { PublicCache } from '../common';

@ApiTags('content')
@Controller('content/programs')
export class ProgramsController {
  constructor(private readonly programs: ProgramsService) {}

  @Get('carousels/:name')
  @PublicCache()
  @ApiOkResponse({
    type: CarouselDto,
    description: "'Meet the Affiliates' / ambassadors carousel entries",
  })
  @ApiBadRequestResponse({ description: 'Unknown carousel name or unknown query parameters' })
  @ApiNotFoundResponse({ description: 'The carousel has not been seeded' })
  carousel(@Param() params: CarouselParamsDto, @Query() _query: NoQueryDto): Promise<CarouselDto> {
    return this.programs.carousel(params.name);
  }

  @Get('professional-services')
  @PublicCache()
  @ApiOkResponse({
    type: ProfessionalServicesDto,
    description: 'The /professionals services with their icons, in order',
  })
  @ApiBadRequestResponse({ description: 'Unknown query parameters' })
  professionalServices(@Query() _query: NoQueryDto): Promise<ProfessionalServicesDto> {
    return this.programs.professionalServices();
  }
}
