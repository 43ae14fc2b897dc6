import { createApiStore } from '@sohnne/platform/src/rtk';
import { contentApi } from './api';

export const makeStore = () => createApiStore(contentApi);

export type ContentStore = ReturnType<typeof makeStore>;

/** One store for this MFE: every page of it shares its cache. */
export const store = makeStore();
