import { catalogApi } from '../../api';
import type { CollectionTree } from '@sohnne/contracts';
import type { Collection } from '../../types';

export const collectionsApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    getCollections: build.query<Collection[], void>({
      query: () => '/collections',
      transformResponse: (response: CollectionTree) => response.data,
    }),
  }),
});

export const { useGetCollectionsQuery } = collectionsApi;
