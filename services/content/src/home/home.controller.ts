import { readController } from '../common';
import { HomeDto } from './dto/home.dto';
import { HomeService } from './home.service';

export const HomeController = readController({
  name: 'HomeController',
  path: 'content/home',
  service: HomeService,
  routes: [
    {
      handler: 'get',
      path: '',
      response: HomeDto,
      badRequest: 'Unknown query parameters',
      notFound: 'The home content has not been seeded',
      publicCache: false,
      read: (home) => home.get(),
    },
  ],
});
