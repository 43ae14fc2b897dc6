import { catalogApi } from '../../api';
import type { Collection } from '../../types';

export const collectionsApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    getCollections: build.query<Collection[], void>({
      query: () => '/collections',
      transformResponse: (response: { data: Collection[] }) => response.data,
    }),
  }),
});

export const { useGetCollectionsQuery } = collectionsApi;
