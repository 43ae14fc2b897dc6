import type { InvoiceLine } from '@sohnne/contracts';
import { commerceApi } from '../../api';

export type { InvoiceLine } from '@sohnne/contracts';

export const thankyouApi = commerceApi.injectEndpoints({
  endpoints: (build) => ({
    /** The order's invoice lines; 404 for anyone but its owner. */
    getInvoice: build.query<InvoiceLine[], string>({
      query: (id) => `/auth/invoice/${encodeURIComponent(id)}`,
    }),
    postUtm: build.mutation<unknown, { id: string; utm: Record<string, string> }>({
      query: ({ id, utm }) => ({ url: `/transactions/utm/${encodeURIComponent(id)}`, method: 'POST', body: utm }),
    }),
  }),
});

export const { useGetInvoiceQuery, usePostUtmMutation } = thankyouApi;
