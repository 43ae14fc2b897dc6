import { configureStore } from '@reduxjs/toolkit';
import { accountApi } from './api';

export function makeStore() {
  return configureStore({
    reducer: { [accountApi.reducerPath]: accountApi.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(accountApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
