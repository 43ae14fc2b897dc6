import { stubServices } from './stub-transport';
import { createCurrency } from './currency';

const api = stubServices();

const START = { code: 'USD', rates: {} } as const;
const cookieValue = () => /sohnne_currency=(\w+)/.exec(document.cookie)?.[1];

const RATES = {
  'GET /api/currency/rates': { body: { base: 'USD', rates: { USD: 1, EUR: 0.92, GBP: 0.79 } } },
};

describe('currency', () => {
  beforeEach(() => {
    document.cookie = 'sohnne_currency=; max-age=0; path=/';
  });
  afterEach(() => jest.restoreAllMocks());

  it('formats USD amounts with two decimals by default', () => {
    const currency = createCurrency(api.transport, START);
    expect(currency.get()).toEqual({ code: 'USD', rate: 1, symbol: '$' });
    expect(currency.format(1234.5)).toBe('$1,234.50');
    expect(currency.format(0)).toBe('$0.00');
  });

  it('converts with the loaded rate once a currency is chosen, and persists the choice', async () => {
    api.answer(RATES);
    const currency = createCurrency(api.transport, START);
    await currency.load();
    currency.set('EUR');
    expect(currency.get()).toEqual({ code: 'EUR', rate: 0.92, symbol: '€' });
    expect(currency.format(100)).toBe('€92.00');
    expect(currency.format(19.99)).toBe('€18.39');
    expect(cookieValue()).toBe('EUR');
    currency.set('GBP');
    expect(currency.format(1000)).toBe('£790.00');
  });

  it('starts from the choice and rates the server rendered with, or applies the choice when the rates arrive', async () => {
    expect(
      createCurrency(api.transport, { code: 'GBP', rates: { EUR: 0.92, GBP: 0.79 } }).format(100),
    ).toBe('£79.00');
    api.answer(RATES);
    const currency = createCurrency(api.transport, { code: 'GBP', rates: {} });
    expect(currency.get().code).toBe('USD');
    await currency.load();
    expect(currency.get()).toEqual({ code: 'GBP', rate: 0.79, symbol: '£' });
  });

  it('stays on USD when the rates cannot be read', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.answer({ 'GET /api/currency/rates': { status: 503, body: { message: 'down' } } });
    const currency = createCurrency(api.transport, { code: 'EUR', rates: {} });
    await currency.load();
    currency.set('EUR');
    await Promise.resolve();
    expect(currency.get().code).toBe('USD');
    expect(currency.format(100)).toBe('$100.00');
  });

  it('rejects incomplete rates and unknown codes', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.answer({
      'GET /api/currency/rates': { body: { base: 'USD', rates: { USD: 1, EUR: 'x' } } },
    });
    const currency = createCurrency(api.transport, START);
    await currency.load();
    currency.set('EUR');
    expect(currency.get().code).toBe('USD');
    currency.set('JPY' as never);
    expect(cookieValue()).toBe('EUR');
  });

  it('keeps the same state object until the currency changes, and notifies subscribers', async () => {
    api.answer(RATES);
    const currency = createCurrency(api.transport, START);
    await currency.load();
    const listener = jest.fn();
    currency.subscribe(listener);
    const before = currency.get();
    currency.set('USD');
    expect(currency.get()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
    currency.set('EUR');
    expect(currency.get()).not.toBe(before);
    expect(listener).toHaveBeenCalledWith({ code: 'EUR', rate: 0.92, symbol: '€' });
    expect(currency.available()).toEqual(['USD', 'EUR', 'GBP']);
  });
});
