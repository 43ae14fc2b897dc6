import type { InvoiceLine as InvoiceLineDto } from '@sohnne/contracts';
import type { OrderTotalsFigures } from '@sohnne/ui';
import { commerceApi } from '../../api';

/**
 * A line of an order's invoice. The commerce service adds the order's `totals` (its order rules) to every
 * line; declared here until @sohnne/contracts is generated again from the service's document.
 */
export type InvoiceLine = InvoiceLineDto & { totals: OrderTotalsFigures };

export const thankyouApi = commerceApi.injectEndpoints({
  endpoints: (build) => ({
    /** The order's invoice lines; 404 for anyone but its owner. */
    getInvoice: build.query<InvoiceLine[], string>({
      query: (id) => `/auth/invoice/${encodeURIComponent(id)}`,
    }),
    postUtm: build.mutation<unknown, { id: string; utm: Record<string, string> }>({
      query: ({ id, utm }) => ({
        url: `/transactions/utm/${encodeURIComponent(id)}`,
        method: 'POST',
        body: utm,
      }),
    }),
  }),
});

export const { useGetInvoiceQuery, usePostUtmMutation } = thankyouApi;
