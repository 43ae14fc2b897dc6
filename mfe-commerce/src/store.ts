import { createApiStore, type StoreExtra } from '@sohnne/platform/src/rtk';
import { commerceApi } from './api';

export const makeStore = (extra?: StoreExtra) => createApiStore(commerceApi, extra);

export type CommerceStore = ReturnType<typeof makeStore>;

/** The browser's one store for this MFE. */
export const store = makeStore();
