import type { Designer } from '@sohnne/contracts';
import { catalogApi } from '../../api';

export const designerApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    getDesigner: build.query<Designer, string>({
      query: (slug) => `/designers/${encodeURIComponent(slug)}`,
    }),
  }),
});

export const { useGetDesignerQuery } = designerApi;
