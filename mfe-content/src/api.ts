import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { csrfHeaders } from '@sohnne/platform';

/** The content service; features add their endpoints with injectEndpoints. */
export const contentApi = createApi({
  reducerPath: 'contentApi',
  baseQuery: fetchBaseQuery({
    baseUrl: '/api',
    credentials: 'include',
    prepareHeaders: (headers) => {
      for (const [name, value] of Object.entries(csrfHeaders())) headers.set(name, value);
      return headers;
    },
  }),
  endpoints: () => ({}),
});
