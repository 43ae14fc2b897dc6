import type { SignUpRequest, SignUpResponse } from '@sohnne/contracts';
import { accountApi } from '../../api';

export const registerApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    signUp: build.mutation<SignUpResponse, SignUpRequest>({
      // The spec counts anything but exactly 200 as a failed registration.
      query: (body) => ({
        url: '/auth/sign-up',
        method: 'POST',
        body,
        validateStatus: (response) => response.status === 200,
      }),
    }),
  }),
});

export const { useSignUpMutation } = registerApi;
