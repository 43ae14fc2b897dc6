import { readController } from '../common';
import { ShowroomDto, ShowroomParamsDto } from './dto/showroom.dto';
import { ShowroomsService } from './showrooms.service';

export const ShowroomsController = readController({
  name: 'ShowroomsController',
  path: 'content/showrooms',
  service: ShowroomsService,
  routes: [
    {
      handler: 'bySlug',
      path: ':slug',
      params: ShowroomParamsDto,
      response: ShowroomDto,
      badRequest: 'Malformed slug or unknown query parameters',
      notFound: 'No showroom with that slug',
      publicCache: true,
      read: (showrooms, params: ShowroomParamsDto) => showrooms.bySlug(params.slug),
    },
  ],
});
