import { createApi } from '@reduxjs/toolkit/query/react';
import { extractRehydrationInfo, storefrontBaseQuery } from '@sohnne/platform/src/rtk';

/** The commerce service; features add their endpoints with injectEndpoints. */
export const commerceApi = createApi({
  reducerPath: 'commerceApi',
  baseQuery: storefrontBaseQuery,
  extractRehydrationInfo,
  tagTypes: ['Cart', 'ProtectionPlan', 'Rewards'],
  endpoints: () => ({}),
});
