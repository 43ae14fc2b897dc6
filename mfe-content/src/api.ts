import { createApi } from '@reduxjs/toolkit/query/react';
import { extractRehydrationInfo, storefrontBaseQuery } from '@sohnne/platform/src/rtk';

/** The content service; features add their endpoints with injectEndpoints. */
export const contentApi = createApi({
  reducerPath: 'contentApi',
  baseQuery: storefrontBaseQuery,
  extractRehydrationInfo,
  endpoints: () => ({}),
});
