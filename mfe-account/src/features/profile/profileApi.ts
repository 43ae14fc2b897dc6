import type { account } from '@sohnne/contracts';
import { accountApi } from '../../api';
import type { Profile, ProfileSaved, ProfileUpdate } from '../../types';

type Schemas = account.components['schemas'];

export const profileApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, void>({
      query: () => '/account/profile',
      transformResponse: (body: { data: Profile }) => body.data,
      providesTags: ['Profile'],
    }),
    updateProfile: build.mutation<ProfileSaved, { userId: string; body: ProfileUpdate }>({
      // The spec counts anything but 200 as a failed save.
      query: ({ userId, body }) => ({
        url: `/account/${encodeURIComponent(userId)}`,
        method: 'PUT',
        body,
        validateStatus: (response) => response.status === 200,
      }),
    }),
    confirmEmail: build.mutation<Schemas['EmailConfirmedDto'], Schemas['ConfirmEmailDto']>({
      query: (body) => ({ url: '/account/confirm-email', method: 'POST', body }),
      // A signed-in customer's profile shows the new address from now on.
      invalidatesTags: ['Profile'],
    }),
  }),
});

export const { useGetProfileQuery, useUpdateProfileMutation, useConfirmEmailMutation } = profileApi;
