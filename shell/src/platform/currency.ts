import {
  apiFetch,
  createStore,
  CURRENCIES,
  CURRENCY_COOKIE,
  currencyState,
  formatMoney,
  isCurrencyCode,
  type CurrencyApi,
  type CurrencyCode,
  type CurrencyState,
} from '@sohnne/platform';

export interface ShellCurrency extends CurrencyApi {
  /** Reads the exchange rates; on failure prices stay in USD. */
  load(): Promise<void>;
}

function isRate(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

export interface CurrencyInitial {
  code: CurrencyCode;
  /** The rates the server rendered the page with (empty when unknown). */
  rates: Partial<Record<CurrencyCode, number>>;
}

/** The shopper's currency: the choice is kept in a cookie, so the server renders prices in it too. */
export function createCurrency(initial: CurrencyInitial): ShellCurrency {
  let rates: Partial<Record<CurrencyCode, number>> | null = Object.keys(initial.rates).length
    ? initial.rates
    : null;
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
        const response = await apiFetch('/api/currency/rates');
        if (!response.ok) throw new Error(`GET /api/currency/rates answered ${response.status}`);
        const body = (await response.json()) as { rates?: Record<string, unknown> };
        const { EUR, GBP } = body.rates ?? {};
        if (!isRate(EUR) || !isRate(GBP)) throw new Error('exchange rates are missing EUR or GBP');
        rates = { USD: 1, EUR, GBP };
      } catch (error) {
        console.warn('[shell] exchange rates unavailable, prices stay in USD', error);
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
      document.cookie = `${CURRENCY_COOKIE}=${code}; path=/; max-age=31536000; samesite=lax`;
      if (!rates && code !== 'USD') void load();
      apply();
    },
    format: (usdAmount) => formatMoney(store.get(), usdAmount),
  };
}
