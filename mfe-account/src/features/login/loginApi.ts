import type { LoginRequest, LoginResponse } from '@sohnne/contracts';
import { accountApi } from '../../api';

export const loginApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
    }),
  }),
});

export const { useLoginMutation } = loginApi;
