import { accountApi } from '../../api';
import type { Profile, ProfileSaved, ProfileUpdate } from '../../types';

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
  }),
});

export const { useGetProfileQuery, useUpdateProfileMutation } = profileApi;
