import { readController } from '../common';
import { CarouselDto, CarouselParamsDto, ProfessionalServicesDto } from './dto/programs.dto';
import { ProgramsService } from './programs.service';

export const ProgramsController = readController({
  name: 'ProgramsController',
  path: 'content/programs',
  service: ProgramsService,
  routes: [
    {
      handler: 'carousel',
      path: 'carousels/:name',
      params: CarouselParamsDto,
      response: CarouselDto,
      description: "'Meet the Affiliates' / ambassadors carousel entries",
      badRequest: 'Unknown carousel name or unknown query parameters',
      notFound: 'The carousel has not been seeded',
      publicCache: true,
      read: (programs, params: CarouselParamsDto) => programs.carousel(params.name),
    },
    {
      handler: 'professionalServices',
      path: 'professional-services',
      response: ProfessionalServicesDto,
      description: 'The /professionals services with their icons, in order',
      badRequest: 'Unknown query parameters',
      publicCache: true,
      read: (programs) => programs.professionalServices(),
    },
  ],
});
