import { errorMessage, useCartSummary, useHydrated } from '@sohnne/platform';
import type { QueryLike } from '@sohnne/ui';
import type { Destination } from './AddressSection';
import { errorStatus, useGetQuoteQuery, type Quote } from './checkoutApi';

const QUOTE_FAILURE = 'We couldn’t work out your totals.';

/** What the checkout asks a quote for: the destination and the cart's coupon, once hydrated. */
export function useQuoteRequest(destination: Destination | undefined) {
  const hydrated = useHydrated();
  const { coupon } = useCartSummary();
  return {
    request: { address: destination, coupon_code: coupon ?? undefined },
    skip: !hydrated,
  };
}

/**
 * The quote as the parts that show it read it (each subscribes itself, so its arrival re-renders them and
 * not the whole form): the last one stays in view while the next loads; a failed one is said, not shown stale.
 */
export function useShownQuote(destination: Destination | undefined): {
  quote: QueryLike<Quote>;
  error: string;
} {
  const { request, skip } = useQuoteRequest(destination);
  const quote = useGetQuoteQuery(request, { skip });
  return {
    quote: { ...quote, data: quote.isError ? undefined : quote.data },
    error:
      quote.isError && errorStatus(quote.error) === 400
        ? errorMessage(quote.error, QUOTE_FAILURE)
        : QUOTE_FAILURE,
  };
}
