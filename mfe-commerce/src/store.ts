import { createApiStore, type StoreExtra } from '@sohnne/platform/src/api-store';
import { accountServiceApi, commerceApi, contentServiceApi } from './api';

export const makeStore = (extra?: StoreExtra) =>
  createApiStore([commerceApi, contentServiceApi, accountServiceApi], extra);

export type CommerceStore = ReturnType<typeof makeStore>;

/** The browser's one store for this MFE. */
export const store = makeStore();
