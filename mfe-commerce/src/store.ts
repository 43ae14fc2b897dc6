import { configureStore } from '@reduxjs/toolkit';
import { commerceApi } from './api';

export function makeStore() {
  return configureStore({
    reducer: { [commerceApi.reducerPath]: commerceApi.reducer },
    middleware: (getDefault) => getDefault().concat(commerceApi.middleware),
  });
}

export type CommerceStore = ReturnType<typeof makeStore>;
