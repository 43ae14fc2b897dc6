import { invoiceLine, variant } from './invoice.fixtures';
import { discountOf, invoiceTotals, linePrice, markPurchaseSent, orderTotal, purchaseEvent, readUtmCookie, sentPurchases, subtotalOf, taxAmount } from './invoiceRules';

describe('line price', () => {
  test('the line’s own price when the product has product variants', () => {
    expect(linePrice(invoiceLine({ price: 321, productVariants: 1, variants: [variant(100, 80, true)] }))).toBe(321);
  });
  test('otherwise the first variant’s discounted price when discounted', () => {
    expect(linePrice(invoiceLine({ price: 321, variants: [variant(100, 80, true), variant(50, 40, true)] }))).toBe(80);
  });
  test('else the first variant’s price', () => {
    expect(linePrice(invoiceLine({ price: 321, variants: [variant(100, 80, false)] }))).toBe(100);
  });
});

describe('tax', () => {
  test('8.875% of 1,234.57 rounds down to 109.56', () => {
    // 1,234.57 × 0.08875 = 109.568…
    expect(taxAmount(8.875, 1234.57, 0)).toBe(109.56);
  });
  test('is computed on the subtotal after the discount', () => {
    expect(taxAmount(10, 1000, 35)).toBe(96.5);
    expect(taxAmount(7.25, 99.99, 0)).toBe(7.24);
    expect(taxAmount(0, 500, 0)).toBe(0);
  });
});

describe('total', () => {
  test('Σ price × quantity minus the first line’s coupon_value', () => {
    const lines = [
      invoiceLine({ coupon_value: 35, quantity: 2, variants: [variant(100.1, null, false)] }),
      invoiceLine({ coupon_value: 35, quantity: 1, variants: [variant(0.2, null, false)] }),
    ];
    expect(subtotalOf(lines)).toBe(200.4);
    expect(discountOf(lines)).toBe(35);
    expect(orderTotal(lines)).toBe(165.4);
  });
  test('the totals and the purchase event of an order', () => {
    const lines = [invoiceLine({ coupon_value: 50, tax_rate: 8.875, quantity: 2, variants: [variant(617.285, null, false)] }), invoiceLine({ id: 'p2' })];
    const totals = invoiceTotals(lines);
    expect(totals).toEqual({ subtotal: 1334.58, discount: 50, tax: 114.0, shipping: 0, total: 1284.58 });
    const event = purchaseEvent('INV-1', lines);
    expect(event).toMatchObject({ transaction_id: 'INV-1', value: 1234.58, currency: 'USD', tax: 114.0 });
    expect(event.items.map((item) => item.item_id)).toEqual(['p1', 'p2']);
  });
});

describe('campaign cookie', () => {
  test('reads the URL-encoded JSON of utm_* values', () => {
    const value = encodeURIComponent(JSON.stringify({ utm_source: 'newsletter', utm_medium: 'email', other: 'x', utm_term: 3 }));
    expect(readUtmCookie(`a=1; sohnne_utm=${value}; b=2`)).toEqual({ utm_source: 'newsletter', utm_medium: 'email' });
  });
  test('{} when absent or unreadable', () => {
    expect(readUtmCookie('a=1')).toEqual({});
    expect(readUtmCookie('sohnne_utm=%7Bnot-json')).toEqual({});
  });
});

test('remembers which orders already sent their purchase event', () => {
  const values = new Map<string, string>();
  const storage = { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
  expect(sentPurchases(storage)).toEqual([]);
  markPurchaseSent(storage, 'INV-1');
  markPurchaseSent(storage, 'INV-2');
  markPurchaseSent(storage, 'INV-1');
  expect(sentPurchases(storage)).toEqual(['INV-2', 'INV-1']);
});
