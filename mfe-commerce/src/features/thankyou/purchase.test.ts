import { invoiceLine } from './invoice.fixtures';
import { markPurchaseSent, purchaseEvent, readUtmCookie, sentPurchases } from './purchase';

test('the purchase event’s value is the server’s total (the coupon taken off once), with its tax and the lines', () => {
  const totals = {
    subtotal: 1334.58,
    discount: 50,
    tax: 114,
    shipping_label: 'Free',
    total: 1284.58,
  };
  const lines = [
    invoiceLine({ totals, quantity: 2 }),
    invoiceLine({ totals, id: 'p2', price: 80 }),
  ];
  const event = purchaseEvent('INV-1', lines);
  expect(event).toMatchObject({
    transaction_id: 'INV-1',
    value: 1284.58,
    currency: 'USD',
    tax: 114,
    coupon_value: 50,
  });
  expect(event.items).toEqual([
    { item_id: 'p1', item_name: 'Lounge Chair', price: 100, quantity: 2 },
    { item_id: 'p2', item_name: 'Lounge Chair', price: 80, quantity: 1 },
  ]);
});

test('an order without a coupon reports its total and no coupon value', () => {
  const totals = { subtotal: 180, discount: 0, tax: 14.4, shipping_label: 'Free', total: 180 };
  const event = purchaseEvent('INV-2', [invoiceLine({ totals })]);
  expect(event).toMatchObject({ value: 180, tax: 14.4 });
  expect(event).not.toHaveProperty('coupon_value');
});

describe('campaign cookie', () => {
  test('reads the URL-encoded JSON of utm_* values', () => {
    const value = encodeURIComponent(
      JSON.stringify({ utm_source: 'newsletter', utm_medium: 'email', other: 'x', utm_term: 3 }),
    );
    expect(readUtmCookie(`a=1; sohnne_utm=${value}; b=2`)).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'email',
    });
  });
  test('{} when absent or unreadable', () => {
    expect(readUtmCookie('a=1')).toEqual({});
    expect(readUtmCookie('sohnne_utm=%7Bnot-json')).toEqual({});
  });
});

test('remembers which orders already sent their purchase event', () => {
  const values = new Map<string, string>();
  const storage = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
  expect(sentPurchases(storage)).toEqual([]);
  markPurchaseSent(storage, 'INV-1');
  markPurchaseSent(storage, 'INV-2');
  markPurchaseSent(storage, 'INV-1');
  expect(sentPurchases(storage)).toEqual(['INV-2', 'INV-1']);
});
