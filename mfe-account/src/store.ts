import { createApiStore, type StoreExtra } from '@sohnne/platform/src/api-store';
import { accountApi, commerceServiceApi } from './api';

export const makeStore = (extra?: StoreExtra) =>
  createApiStore([accountApi, commerceServiceApi], extra);

/** The browser's one store for this MFE. */
export const store = makeStore();
