import { contentApi } from '../../api';
import type { Press } from '../../types';

export const pressApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getPress: build.query<Press, void>({
      query: () => '/content/press',
    }),
  }),
});

export const { useGetPressQuery } = pressApi;
