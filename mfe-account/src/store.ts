import { createApiStore } from '@sohnne/platform/src/rtk';
import { accountApi } from './api';

export const makeStore = () => createApiStore(accountApi);
