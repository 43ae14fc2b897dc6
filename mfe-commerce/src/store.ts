import { createApiStore } from '@sohnne/platform/src/rtk';
import { commerceApi } from './api';

export const makeStore = () => createApiStore(commerceApi);
