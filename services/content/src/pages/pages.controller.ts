import { readController } from '../common';
import { PageDto, PageParamsDto } from './dto/page.dto';
import { PagesService } from './pages.service';

export const PagesController = readController({
  name: 'PagesController',
  path: 'content/pages',
  service: PagesService,
  routes: [
    {
      handler: 'bySlug',
      path: ':slug',
      params: PageParamsDto,
      response: PageDto,
      badRequest: 'Malformed slug or unknown query parameters',
      notFound: 'No page with that slug',
      publicCache: true,
      read: (pages, params: PageParamsDto) => pages.bySlug(params.slug),
    },
  ],
});
