import { stubFetch } from '../../test/fetch';
import { createCurrency, CURRENCY_STORAGE_KEY } from './currency';

const RATES = { 'GET /api/currency/rates': { body: { base: 'USD', rates: { USD: 1, EUR: 0.92, GBP: 0.79 } } } };

describe('currency', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('formats USD amounts with two decimals by default', () => {
    const currency = createCurrency();
    expect(currency.get()).toEqual({ code: 'USD', rate: 1, symbol: '$' });
    expect(currency.format(1234.5)).toBe('$1,234.50');
    expect(currency.format(0)).toBe('$0.00');
  });

  it('converts with the loaded rate once a currency is chosen, and persists the choice', async () => {
    stubFetch(RATES);
    const currency = createCurrency();
    await currency.load();
    currency.set('EUR');
    expect(currency.get()).toEqual({ code: 'EUR', rate: 0.92, symbol: '€' });
    expect(currency.format(100)).toBe('€92.00');
    expect(currency.format(19.99)).toBe('€18.39');
    expect(localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe('EUR');
    currency.set('GBP');
    expect(currency.format(1000)).toBe('£790.00');
  });

  it('restores the stored choice when the rates arrive', async () => {
    localStorage.setItem(CURRENCY_STORAGE_KEY, 'GBP');
    stubFetch(RATES);
    const currency = createCurrency();
    expect(currency.get().code).toBe('USD');
    await currency.load();
    expect(currency.get()).toEqual({ code: 'GBP', rate: 0.79, symbol: '£' });
  });

  it('stays on USD when the rates cannot be read', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(CURRENCY_STORAGE_KEY, 'EUR');
    stubFetch({ 'GET /api/currency/rates': { status: 503, body: { message: 'down' } } });
    const currency = createCurrency();
    await currency.load();
    currency.set('EUR');
    await Promise.resolve();
    expect(currency.get().code).toBe('USD');
    expect(currency.format(100)).toBe('$100.00');
  });

  it('rejects incomplete rates and unknown codes', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch({ 'GET /api/currency/rates': { body: { base: 'USD', rates: { USD: 1, EUR: 'x' } } } });
    const currency = createCurrency();
    await currency.load();
    currency.set('EUR');
    expect(currency.get().code).toBe('USD');
    currency.set('JPY' as never);
    expect(localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe('EUR');
  });

  it('keeps the same state object until the currency changes, and notifies subscribers', async () => {
    stubFetch(RATES);
    const currency = createCurrency();
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
