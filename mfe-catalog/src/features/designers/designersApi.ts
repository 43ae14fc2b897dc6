import { catalogApi } from '../../api';
import type { DesignerListItem, DesignerPage } from '@sohnne/contracts';

/** The spec's designer list page size. */
export const DESIGNERS_PER_PAGE = 24;

export const designersApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    getDesigners: build.query<DesignerListItem[], number>({
      query: (page) => ({ url: '/pages/designers', params: { page, perPage: DESIGNERS_PER_PAGE } }),
      transformResponse: (response: DesignerPage) => response.data.results.data,
    }),
  }),
});

export const { useGetDesignersQuery, useLazyGetDesignersQuery } = designersApi;
