import { createApi } from '@sohnne/platform/src/redux';
import { extractRehydrationInfo, storefrontBaseQuery } from '@sohnne/platform/src/api-store';

/** The catalog service; features add their endpoints with injectEndpoints. */
export const catalogApi = createApi({
  reducerPath: 'catalogApi',
  baseQuery: storefrontBaseQuery,
  extractRehydrationInfo,
  endpoints: () => ({}),
});
