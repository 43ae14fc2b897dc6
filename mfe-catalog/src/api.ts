import { createApi } from '@reduxjs/toolkit/query/react';
import { extractRehydrationInfo, storefrontBaseQuery } from '@sohnne/platform/src/rtk';

/** The catalog service; features add their endpoints with injectEndpoints. */
export const catalogApi = createApi({
  reducerPath: 'catalogApi',
  baseQuery: storefrontBaseQuery,
  extractRehydrationInfo,
  endpoints: () => ({}),
});
