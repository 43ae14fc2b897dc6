import { httpStatus } from '@sohnne/platform';
import { commerceServiceApi } from '../../api';
import type { CancelOrder, OrderDetailLine, OrderRow } from '../../types';

/** The customer's orders: the commerce service owns them (the edge routes /api/transaction there). */
export const ordersApi = commerceServiceApi.injectEndpoints({
  endpoints: (build) => ({
    getOrders: build.query<OrderRow[], void>({
      query: () => '/transaction/',
      transformResponse: (body: { data: OrderRow[] }) => body.data,
      providesTags: ['Order'],
    }),
    getOrder: build.query<OrderDetailLine[], string>({
      queryFn: async (invoiceId, _api, _options, baseQuery) => {
        const result = await baseQuery(`/transaction/${encodeURIComponent(invoiceId)}`);
        // An unknown order (or another customer's) has no lines: the spec's 'Order not found', in the account area.
        if (httpStatus(result.error) === 404) return { data: [] };
        return result.error
          ? { error: result.error }
          : { data: (result.data as { data: OrderDetailLine[] }).data };
      },
      providesTags: ['Order'],
    }),
    cancelOrder: build.mutation<OrderRow, CancelOrder>({
      query: (body) => ({ url: '/transaction', method: 'PATCH', body }),
      invalidatesTags: ['Order'],
    }),
  }),
});

export const { useGetOrdersQuery, useGetOrderQuery, useCancelOrderMutation } = ordersApi;
