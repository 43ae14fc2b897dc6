import { useCurrency, usePlatform } from '@sohnne/platform';

/** Formats USD amounts in the shopper's currency; components using it re-render on a currency switch. */
export function useMoney(): (usdAmount: number) => string {
  const { currency } = usePlatform();
  useCurrency();
  return currency.format;
}
