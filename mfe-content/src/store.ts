import { configureStore } from '@reduxjs/toolkit';
import { contentApi } from './api';

export function makeStore() {
  return configureStore({
    reducer: { [contentApi.reducerPath]: contentApi.reducer },
    middleware: (getDefault) => getDefault().concat(contentApi.middleware),
  });
}

export type ContentStore = ReturnType<typeof makeStore>;

/** One store for this MFE: every page of it shares its cache. */
export const store = makeStore();
