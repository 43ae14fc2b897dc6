import { stubFetch } from '../../test/fetch';
import { createAnalytics } from './analytics';
import { createCart } from './cart';
import { createToasts } from './toasts';

const CART = { lines: [], count: 3, subtotal: 1249.5 };

function setup() {
  window.dataLayer = [];
  document.cookie = 'sohnne_csrf=token-1';
  const toasts = createToasts();
  return { toasts, cart: createCart(toasts, createAnalytics()) };
}

describe('cart summary', () => {
  afterEach(() => jest.restoreAllMocks());

  it('refresh() reads the summary and keeps the same object while it is unchanged', async () => {
    stubFetch({ 'GET /api/cart': { body: CART } });
    const { cart } = setup();
    expect(cart.get()).toEqual({ count: 0, subtotal: 0 });
    await expect(cart.refresh()).resolves.toEqual({ count: 3, subtotal: 1249.5 });
    const first = cart.get();
    await cart.refresh();
    expect(cart.get()).toBe(first);
  });

  it('add() posts the line with the CSRF header, updates the summary, toasts and tracks', async () => {
    const stub = stubFetch({ 'POST /api/cart/items': { body: { ...CART, count: 4 } } });
    const { cart, toasts } = setup();
    const listener = jest.fn();
    cart.subscribe(listener);
    await cart.add({ productId: 'p1', variantId: 'v2', quantity: 1, name: 'Eames Lounge Chair' });
    expect(stub.calls[0].method).toBe('POST');
    expect(JSON.parse(stub.calls[0].body!)).toEqual({ productId: 'p1', variantId: 'v2', quantity: 1 });
    expect(stub.calls[0].headers.get('x-csrf-token')).toBe('token-1');
    expect(cart.get()).toEqual({ count: 4, subtotal: 1249.5 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(toasts.list.get().map((t) => [t.message, t.kind])).toEqual([['Eames Lounge Chair added to cart', 'success']]);
    expect(window.dataLayer).toEqual([{ event: 'add_to_cart', productId: 'p1', variantId: 'v2', quantity: 1 }]);
  });

  it('add() shows the server message when the service refuses', async () => {
    stubFetch({ 'POST /api/cart/items': { status: 400, body: { statusCode: 400, message: ['quantity must not be greater than 99'], error: 'Bad Request' } } });
    const { cart, toasts } = setup();
    await cart.add({ productId: 'p1', quantity: 120 });
    expect(toasts.list.get().map((t) => [t.message, t.kind])).toEqual([['quantity must not be greater than 99', 'error']]);
    expect(cart.get()).toEqual({ count: 0, subtotal: 0 });
    expect(window.dataLayer).toEqual([]);
  });

  it('add() reports a network failure', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch({ 'POST /api/cart/items': new TypeError('Failed to fetch') });
    const { cart, toasts } = setup();
    await cart.add({ productId: 'p1', quantity: 1 });
    expect(toasts.list.get()[0]).toMatchObject({ kind: 'error', message: 'Could not add to cart. Please try again.' });
  });
});
