import type { CurrencyCode, CurrencyState } from './contract';
import { formatCurrencyAmount } from './format';

export const CURRENCY_SYMBOLS: Record<CurrencyCode, string> = { USD: '$', EUR: '€', GBP: '£' };
export const CURRENCIES: readonly CurrencyCode[] = ['USD', 'EUR', 'GBP'];
/** The shopper's currency, in a cookie so the server renders prices in it too. */
export const CURRENCY_COOKIE = 'sohnne_currency';

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/** A USD amount in the given currency, two decimals: the server and the browser format alike. */
export function formatMoney({ code, rate }: CurrencyState, usdAmount: number): string {
  return formatCurrencyAmount(usdAmount * rate, CURRENCY_SYMBOLS[code]);
}

/** The currency state for a chosen code, given the rates (USD when its rate is unknown). */
export function currencyState(
  code: CurrencyCode,
  rates: Partial<Record<CurrencyCode, number>>,
): CurrencyState {
  const rate = code === 'USD' ? 1 : rates[code];
  return rate
    ? { code, rate, symbol: CURRENCY_SYMBOLS[code] }
    : { code: 'USD', rate: 1, symbol: '$' };
}
