import { contentApi } from '../../api';
import type { Carousel } from '../../types';

export type CarouselName = Carousel['name'];

export const programsApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getCarousel: build.query<Carousel, CarouselName>({
      query: (name) => `/content/programs/carousels/${encodeURIComponent(name)}`,
    }),
  }),
});

export const { useGetCarouselQuery } = programsApi;
