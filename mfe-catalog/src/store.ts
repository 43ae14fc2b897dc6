import { configureStore } from '@reduxjs/toolkit';
import { catalogApi } from './api';

export function makeStore() {
  return configureStore({
    reducer: { [catalogApi.reducerPath]: catalogApi.reducer },
    middleware: (getDefault) => getDefault().concat(catalogApi.middleware),
  });
}

export type CatalogStore = ReturnType<typeof makeStore>;

/** One store for this MFE: the pages and the ProductCarousel fragment share its cache. */
export const store = makeStore();
