import { createApiStore } from '@sohnne/platform/src/rtk';
import { catalogApi } from './api';

export const makeStore = () => createApiStore(catalogApi);

export type CatalogStore = ReturnType<typeof makeStore>;

/** One store for this MFE: the pages and the ProductCarousel fragment share its cache. */
export const store = makeStore();
