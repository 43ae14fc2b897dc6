import type { Cart, UpdateCartItemRequest } from '@sohnne/contracts';
import { commerceApi } from '../../api';

/** Prices are USD, computed by the commerce service from the catalog. */
export type { Cart, CartImage, CartLine } from '@sohnne/contracts';

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;

const cartQueryApi = commerceApi.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<Cart, void>({
      query: () => '/cart',
      providesTags: ['Cart'],
    }),
  }),
});

/**
 * Both mutations answer with the whole cart, which replaces the cached one (no second request).
 * A failed mutation refetches instead, so the page shows what the server really holds.
 */
export const cartApi = cartQueryApi.injectEndpoints({
  endpoints: (build) => ({
    updateCartLine: build.mutation<Cart, { lineId: string } & UpdateCartItemRequest>({
      query: ({ lineId, quantity }) => ({
        url: `/cart/items/${encodeURIComponent(lineId)}`,
        method: 'PATCH',
        body: { quantity },
      }),
      invalidatesTags: (_cart, error) => (error ? ['Cart'] : []),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        replaceCachedCart(dispatch, queryFulfilled),
    }),
    removeCartLine: build.mutation<Cart, string>({
      query: (lineId) => ({ url: `/cart/items/${encodeURIComponent(lineId)}`, method: 'DELETE' }),
      invalidatesTags: (_cart, error) => (error ? ['Cart'] : []),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        replaceCachedCart(dispatch, queryFulfilled),
    }),
  }),
});

type Dispatch = (action: ReturnType<typeof cartQueryApi.util.updateQueryData>) => unknown;

async function replaceCachedCart(dispatch: Dispatch, queryFulfilled: Promise<{ data: Cart }>) {
  try {
    const { data } = await queryFulfilled;
    dispatch(
      cartQueryApi.util.updateQueryData('getCart', undefined, (cached) =>
        keepingUnchangedLines(cached, data),
      ),
    );
  } catch {
    // The caller shows the error; invalidatesTags refetches the cart.
  }
}

/**
 * The answered cart, each line the server did not change kept as the cached object: the page's memoised
 * lines then re-render only the line that changed (as RTK Query's own refetches share unchanged data).
 */
export function keepingUnchangedLines(cached: Cart, answered: Cart): Cart {
  const before = new Map(cached.lines.map((line) => [line.id, line]));
  const lines = answered.lines.map((line) => {
    const kept = before.get(line.id);
    return kept && JSON.stringify(kept) === JSON.stringify(line) ? kept : line;
  });
  return { ...answered, lines };
}

export const { useGetCartQuery, useUpdateCartLineMutation, useRemoveCartLineMutation } = cartApi;
