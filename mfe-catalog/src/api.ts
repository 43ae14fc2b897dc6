import { freeze } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { extractRehydrationInfo, storefrontBaseQuery } from '@sohnne/platform/src/rtk';

/**
 * The storefront's base query with each answer frozen at its root (shallowly) before it reaches the store:
 * Immer then takes it into the state as it is instead of walking every object in it to freeze them
 * ("pre-freeze data", Immer's performance guide). On the server that walk over a collection's listing was
 * the largest single cost of rendering the page.
 */
const catalogBaseQuery: typeof storefrontBaseQuery = async (args, api, extraOptions) => {
  const result = await storefrontBaseQuery(args, api, extraOptions);
  return result.error ? result : { ...result, data: freeze(result.data) };
};

/** The catalog service; features add their endpoints with injectEndpoints. */
export const catalogApi = createApi({
  reducerPath: 'catalogApi',
  baseQuery: catalogBaseQuery,
  extractRehydrationInfo,
  endpoints: () => ({}),
});
