import { accountApi } from '../../api';
import type { Manual } from '../../types';

export const manualsApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    getManuals: build.query<Manual[], void>({
      query: () => '/account/manuals',
      transformResponse: (body: { data: Manual[] }) => body.data,
    }),
  }),
});

export const { useGetManualsQuery } = manualsApi;
