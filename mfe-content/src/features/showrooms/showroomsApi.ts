import { contentApi } from '../../api';
import type { Showroom } from '../../types';

export const showroomsApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getShowroom: build.query<Showroom, string>({
      query: (slug) => `/content/showrooms/${encodeURIComponent(slug)}`,
    }),
  }),
});

export const { useGetShowroomQuery } = showroomsApi;
