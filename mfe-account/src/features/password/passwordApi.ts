import type { account } from '@sohnne/contracts';
import { accountApi } from '../../api';

type Schemas = account.components['schemas'];

export const passwordApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<
      Schemas['PasswordResetMessageDto'],
      Schemas['ForgotPasswordDto']
    >({
      query: (body) => ({ url: '/auth/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<Schemas['PasswordResetMessageDto'], Schemas['ResetPasswordDto']>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
    }),
  }),
});

export const { useForgotPasswordMutation, useResetPasswordMutation } = passwordApi;
