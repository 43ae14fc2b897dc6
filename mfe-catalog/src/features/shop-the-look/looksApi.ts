import { catalogApi } from '../../api';
import type { Look, LookList } from '@sohnne/contracts';

export const looksApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    getLooks: build.query<Look[], void>({
      query: () => '/looks',
      transformResponse: (response: LookList) => response.data,
    }),
  }),
});

export const { useGetLooksQuery } = looksApi;
