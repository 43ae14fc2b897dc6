import { apiFetch, createStore, type CurrencyApi, type CurrencyCode, type CurrencyState } from '@sohnne/platform';

export const CURRENCY_STORAGE_KEY = 'sohnne_currency';
export const CURRENCIES: readonly CurrencyCode[] = ['USD', 'EUR', 'GBP'];
const SYMBOLS: Record<CurrencyCode, string> = { USD: '$', EUR: '€', GBP: '£' };
const USD: CurrencyState = { code: 'USD', rate: 1, symbol: '$' };

export interface ShellCurrency extends CurrencyApi {
  /** Reads the exchange rates; on failure prices stay in USD. */
  load(): Promise<void>;
}

function isCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

function readPreference(): CurrencyCode {
  try {
    const stored = localStorage.getItem(CURRENCY_STORAGE_KEY);
    return isCode(stored) ? stored : 'USD';
  } catch {
    return 'USD';
  }
}

function isRate(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

const formatters = new Map<CurrencyCode, Intl.NumberFormat>();
function formatter(code: CurrencyCode): Intl.NumberFormat {
  let cached = formatters.get(code);
  if (!cached) {
    cached = new Intl.NumberFormat('en-US', { style: 'currency', currency: code, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(code, cached);
  }
  return cached;
}

export function createCurrency(): ShellCurrency {
  const store = createStore<CurrencyState>(USD);
  let rates: Record<CurrencyCode, number> | null = null;
  let loading: Promise<void> | null = null;
  let preferred = readPreference();

  const apply = () => {
    const code = preferred;
    const rate = rates?.[code];
    const next = rate ? { code, rate, symbol: SYMBOLS[code] } : USD;
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
      if (!isCode(code)) return;
      preferred = code;
      try {
        localStorage.setItem(CURRENCY_STORAGE_KEY, code);
      } catch {
        // Private mode without storage: the choice lasts for this page only.
      }
      if (!rates && code !== 'USD') void load();
      apply();
    },
    format: (usdAmount) => {
      const { code, rate } = store.get();
      return formatter(code).format(Math.round(usdAmount * rate * 100) / 100);
    },
  };
}
