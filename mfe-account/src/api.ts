import { createApi } from '@sohnne/platform/src/redux';
import { extractRehydrationInfo, storefrontBaseQuery } from '@sohnne/platform/src/api-store';

/** The account service; features add their endpoints with injectEndpoints. */
export const accountApi = createApi({
  reducerPath: 'accountApi',
  baseQuery: storefrontBaseQuery,
  extractRehydrationInfo,
  tagTypes: ['Profile', 'Address', 'Wishlist'],
  endpoints: () => ({}),
});

/** The commerce service, for the customer's orders it owns (the edge routes /api/transaction there). */
export const commerceServiceApi = createApi({
  reducerPath: 'commerceServiceApi',
  baseQuery: storefrontBaseQuery,
  extractRehydrationInfo,
  tagTypes: ['Order'],
  endpoints: () => ({}),
});
