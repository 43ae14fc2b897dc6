import { createApi } from '@sohnne/platform/src/redux';
import { extractRehydrationInfo, storefrontBaseQuery } from '@sohnne/platform/src/api-store';

/** The content service; features add their endpoints with injectEndpoints. */
export const contentApi = createApi({
  reducerPath: 'contentApi',
  baseQuery: storefrontBaseQuery,
  extractRehydrationInfo,
  endpoints: () => ({}),
});
