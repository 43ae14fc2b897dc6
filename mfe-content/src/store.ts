import { createApiStore, type StoreExtra } from '@sohnne/platform/src/api-store';
import { contentApi } from './api';

export const makeStore = (extra?: StoreExtra) => createApiStore(contentApi, extra);

/** The browser's one store for this MFE: every page of it shares its cache. */
export const store = makeStore();
