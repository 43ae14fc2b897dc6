import type { SessionUser } from '@sohnne/platform';
import { accountApi } from '../../api';

export interface LoginRequest {
  /** Username or e-mail address. */
  email: string;
  password: string;
  remember: boolean;
}

export interface LoginResponse {
  success: boolean;
  data: { data: SessionUser[] };
}

export const loginApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: 'login', method: 'POST', body }),
    }),
  }),
});

export const { useLoginMutation } = loginApi;
