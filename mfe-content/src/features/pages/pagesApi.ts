import { contentApi } from '../../api';
import type { ContentPage } from '../../types';

export const pagesApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getPage: build.query<ContentPage, string>({
      query: (slug) => `/content/pages/${encodeURIComponent(slug)}`,
    }),
  }),
});

export const { useGetPageQuery } = pagesApi;
