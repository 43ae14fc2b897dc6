import { contentApi } from '../../api';
import type { HomeContent } from '../../types';

export const homeApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getHome: build.query<HomeContent, void>({ query: () => '/content/home' }),
  }),
});

export const { useGetHomeQuery } = homeApi;
