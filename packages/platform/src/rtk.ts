import { configureStore, type Middleware, type Reducer } from '@reduxjs/toolkit';
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { csrfHeaders } from './index';

// Redux for the MFEs. Its own entry ('@sohnne/platform/src/rtk'), so the shell, which imports the
// platform but has no Redux, does not load it.

/** The RTK Query base query for the storefront's own API: same origin under /api, cookies, CSRF header. */
export const storefrontBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  credentials: 'include',
  prepareHeaders: (headers) => {
    for (const [name, value] of Object.entries(csrfHeaders())) headers.set(name, value);
    return headers;
  },
});

/** An MFE's Redux store: its service's RTK Query api slice and nothing else. */
export function createApiStore(api: { reducerPath: string; reducer: Reducer; middleware: Middleware }) {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}
