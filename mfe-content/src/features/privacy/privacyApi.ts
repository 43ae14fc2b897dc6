import { contentApi } from '../../api';
import type { PrivacyChoice, PrivacyChoiceState } from '../../types';

export const privacyApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getPrivacyChoice: build.query<PrivacyChoiceState, void>({
      query: () => '/content/privacy-choice',
    }),
    setPrivacyChoice: build.mutation<PrivacyChoiceState, PrivacyChoice>({
      query: (body) => ({ url: '/content/privacy-choice', method: 'POST', body }),
      // The answer is the remembered choice: it replaces the cached one.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(privacyApi.util.upsertQueryData('getPrivacyChoice', undefined, data));
      },
    }),
  }),
});

export const { useGetPrivacyChoiceQuery, useSetPrivacyChoiceMutation } = privacyApi;
