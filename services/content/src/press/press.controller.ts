import { readController } from '../common';
import { PressDto } from './dto/press.dto';
import { PressService } from './press.service';

export const PressController = readController({
  name: 'PressController',
  path: 'content/press',
  service: PressService,
  routes: [
    {
      handler: 'get',
      path: '',
      response: PressDto,
      badRequest: 'Unknown query parameters',
      notFound: 'The press content has not been seeded',
      publicCache: true,
      read: (press) => press.get(),
    },
  ],
});
