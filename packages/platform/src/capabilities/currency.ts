import type { CurrencyRates } from '@sohnne/contracts';
import type { CurrencyApi, CurrencyCode, CurrencyState } from '../contract';
import { CURRENCIES, CURRENCY_COOKIE, currencyState, formatMoney, isCurrencyCode } from '../money';
import { createStore } from '../store';
import { readJson, type ApiTransport } from './transport';

export interface LoadableCurrency extends CurrencyApi {
  /** Reads the exchange rates; on failure prices stay in USD. */
  load(): Promise<void>;
}

function isRate(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/** The commerce service's exchange rates, read by the browser and by the page server alike. */
export const RATES_PATH = '/api/currency/rates';

export type Rates = Partial<Record<CurrencyCode, number>>;

/** The rates of an answer with USD as 1, or null when EUR or GBP is missing. */
export function ratesOf(body: Partial<CurrencyRates> | null | undefined): Rates | null {
  const { EUR, GBP } = body?.rates ?? {};
  return isRate(EUR) && isRate(GBP) ? { USD: 1, EUR, GBP } : null;
}

export interface CurrencyInitial {
  code: CurrencyCode;
  /** The rates the server rendered the page with (empty when unknown). */
  rates: Rates;
}

/** The shopper's currency: the choice is kept in a cookie, so the server renders prices in it too. */
export function createCurrency(
  transport: ApiTransport,
  initial: CurrencyInitial,
): LoadableCurrency {
  let rates: Rates | null = Object.keys(initial.rates).length ? initial.rates : null;
  let preferred = initial.code;
  const store = createStore<CurrencyState>(currencyState(preferred, rates ?? {}));
  let loading: Promise<void> | null = null;

  const apply = () => {
    const next = currencyState(preferred, rates ?? {});
    const current = store.get();
    if (current.code !== next.code || current.rate !== next.rate) store.set(next);
  };

  const load = () => {
    loading ??= (async () => {
      try {
        const read = ratesOf(await readJson<CurrencyRates>(transport, RATES_PATH));
        if (!read) throw new Error('exchange rates are missing EUR or GBP');
        rates = read;
      } catch (error) {
        console.warn('[platform] exchange rates unavailable, prices stay in USD', error);
      } finally {
        loading = null;
      }
      apply();
    })();
    return loading;
  };

  return {
    get: store.get,
    subscribe: store.subscribe,
    available: () => [...CURRENCIES],
    load,
    set: (code) => {
      if (!isCurrencyCode(code)) return;
      preferred = code;
      if (typeof document !== 'undefined')
        document.cookie = `${CURRENCY_COOKIE}=${code}; path=/; max-age=31536000; samesite=lax`;
      if (!rates && code !== 'USD') void load();
      apply();
    },
    format: (usdAmount) => formatMoney(store.get(), usdAmount),
  };
}
