import { contentApi } from '../../api';
import type { FaqGroup } from '../../types';

type FaqGroupName = FaqGroup['group'];

export const faqsApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getFaqGroup: build.query<FaqGroup, FaqGroupName>({
      query: (group) => `/content/faqs/${encodeURIComponent(group)}`,
    }),
  }),
});

export const { useGetFaqGroupQuery } = faqsApi;
