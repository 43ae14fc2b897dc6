import type {
  account,
  commerce,
  CheckoutRequest,
  CheckoutResponse,
  Quote,
  QuoteRequest,
} from '@sohnne/contracts';
import { accountServiceApi, commerceApi } from '../../api';

export type SavedAddress = account.components['schemas']['AddressDto'];
export type { Quote } from '@sohnne/contracts';

/** The payment mode, its test cards and the tracking page's origin (GET /api/checkout/settings). */
export type CheckoutSettings = commerce.components['schemas']['CheckoutSettingsDto'];

export const checkoutApi = commerceApi.injectEndpoints({
  endpoints: (build) => ({
    getCheckoutSettings: build.query<CheckoutSettings, void>({
      query: () => '/checkout/settings',
    }),
    /** A POST, but it changes nothing: the server's totals for the cart, destination and coupon. */
    getQuote: build.query<Quote, QuoteRequest>({
      query: (body) => ({ url: '/checkout/quote', method: 'POST', body }),
    }),
    placeOrder: build.mutation<CheckoutResponse, { key: string; body: CheckoutRequest }>({
      query: ({ key, body }) => ({
        url: '/checkout',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
      }),
      invalidatesTags: ['Cart'],
    }),
  }),
});

/** The signed-in customer's saved addresses: the account service's, through its own slice. */
export const savedAddressesApi = accountServiceApi.injectEndpoints({
  endpoints: (build) => ({
    getSavedAddresses: build.query<SavedAddress[], void>({
      query: () => '/address/fetch-address',
      transformResponse: (response: { data: SavedAddress[] }) => response.data,
    }),
  }),
});

export const { useGetSavedAddressesQuery } = savedAddressesApi;

export const { useGetCheckoutSettingsQuery, useGetQuoteQuery, usePlaceOrderMutation } = checkoutApi;

/** The HTTP status of a failed call (RTK Query's error), or its kind ('FETCH_ERROR'). */
export function errorStatus(error: unknown): number | string | undefined {
  return (error as { status?: number | string } | undefined)?.status;
}
