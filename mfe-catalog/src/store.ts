import { createApiStore, type StoreExtra } from '@sohnne/platform/src/api-store';
import { catalogApi } from './api';

export const makeStore = (extra?: StoreExtra) => createApiStore(catalogApi, extra);

/** The browser's one store for this MFE: the pages and the ProductCarousel fragment share its cache. */
export const store = makeStore();
