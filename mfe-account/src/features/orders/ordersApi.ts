import { accountApi } from '../../api';
import type { CancelOrder, OrderDetailLine, OrderRow } from '../../types';

/** The customer's orders: the commerce service owns them (the edge routes /api/transaction there). */
export const ordersApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    getOrders: build.query<OrderRow[], void>({
      query: () => '/transaction/',
      transformResponse: (body: { data: OrderRow[] }) => body.data,
      providesTags: ['Order'],
    }),
    getOrder: build.query<OrderDetailLine[], string>({
      query: (invoiceId) => `/transaction/${encodeURIComponent(invoiceId)}`,
      transformResponse: (body: { data: OrderDetailLine[] }) => body.data,
      providesTags: ['Order'],
    }),
    cancelOrder: build.mutation<OrderRow, CancelOrder>({
      query: (body) => ({ url: '/transaction', method: 'PATCH', body }),
      invalidatesTags: ['Order'],
    }),
  }),
});

export const { useGetOrdersQuery, useGetOrderQuery, useCancelOrderMutation } = ordersApi;
