import { createApi } from '@reduxjs/toolkit/query/react';
import { extractRehydrationInfo, storefrontBaseQuery } from '@sohnne/platform/src/rtk';

/** The account service; features add their endpoints with injectEndpoints. */
export const accountApi = createApi({
  reducerPath: 'accountApi',
  baseQuery: storefrontBaseQuery,
  extractRehydrationInfo,
  tagTypes: ['Profile', 'Address', 'Order', 'Wishlist'],
  endpoints: () => ({}),
});
