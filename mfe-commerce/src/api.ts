import { createApi } from '@sohnne/platform/src/redux';
import { extractRehydrationInfo, storefrontBaseQuery } from '@sohnne/platform/src/api-store';

/** The commerce service; features add their endpoints with injectEndpoints. */
export const commerceApi = createApi({
  reducerPath: 'commerceApi',
  baseQuery: storefrontBaseQuery,
  extractRehydrationInfo,
  tagTypes: ['Cart', 'ProtectionPlan', 'Rewards'],
  endpoints: () => ({}),
});

/** The content service, for what this MFE shows of it (the business services, the newsletter sign-up). */
export const contentServiceApi = createApi({
  reducerPath: 'contentServiceApi',
  baseQuery: storefrontBaseQuery,
  extractRehydrationInfo,
  endpoints: () => ({}),
});

/** The account service, for what checkout reads of it (the customer's saved addresses). */
export const accountServiceApi = createApi({
  reducerPath: 'accountServiceApi',
  baseQuery: storefrontBaseQuery,
  extractRehydrationInfo,
  endpoints: () => ({}),
});
