import { readController } from '../common';
import { FaqGroupDto, FaqParamsDto } from './dto/faq.dto';
import { FaqsService } from './faqs.service';

export const FaqsController = readController({
  name: 'FaqsController',
  path: 'content/faqs',
  service: FaqsService,
  routes: [
    {
      handler: 'byGroup',
      path: ':group',
      params: FaqParamsDto,
      response: FaqGroupDto,
      badRequest: 'Unknown group or unknown query parameters',
      notFound: 'The group has not been seeded',
      publicCache: true,
      read: (faqs, params: FaqParamsDto) => faqs.byGroup(params.group),
    },
  ],
});
