import { recordedToasts, stubServices } from './stub-transport';
import { createCart } from './cart';

const api = stubServices();

const CART = { lines: [], count: 3, subtotal: 1249.5 };

function setup() {
  const toasts = recordedToasts();
  const analytics = { track: jest.fn() };
  return { toasts, analytics, cart: createCart(api.transport, toasts, analytics) };
}

describe('cart summary', () => {
  afterEach(() => jest.restoreAllMocks());

  it('refresh() reads the summary and keeps the same object while it is unchanged', async () => {
    api.answer({ 'GET /api/cart': { body: CART } });
    const { cart } = setup();
    expect(cart.get()).toEqual({ count: 0, subtotal: 0, coupon: null });
    await expect(cart.refresh()).resolves.toEqual({ count: 3, subtotal: 1249.5, coupon: null });
    const first = cart.get();
    await cart.refresh();
    expect(cart.get()).toBe(first);
  });

  it('add() posts the line, updates the summary, toasts and tracks', async () => {
    const stub = api.answer({ 'POST /api/cart/items': { body: { ...CART, count: 4 } } });
    const { cart, toasts, analytics } = setup();
    const listener = jest.fn();
    cart.subscribe(listener);
    await cart.add({ productId: 'p1', variantId: 'v2', quantity: 1, name: 'Eames Lounge Chair' });
    expect(stub.calls[0].method).toBe('POST');
    expect(stub.calls[0].body).toEqual({
      productId: 'p1',
      variantId: 'v2',
      quantity: 1,
    });
    expect(cart.get()).toEqual({ count: 4, subtotal: 1249.5, coupon: null });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(toasts.list.get().map((t) => [t.message, t.kind])).toEqual([
      ['Eames Lounge Chair added to cart', 'success'],
    ]);
    expect(analytics.track.mock.calls).toEqual([
      ['add_to_cart', { productId: 'p1', variantId: 'v2', quantity: 1 }],
    ]);
  });

  it('add() shows the server message when the service refuses', async () => {
    api.answer({
      'POST /api/cart/items': {
        status: 400,
        body: {
          statusCode: 400,
          message: ['quantity must not be greater than 99'],
          error: 'Bad Request',
        },
      },
    });
    const { cart, toasts, analytics } = setup();
    await cart.add({ productId: 'p1', quantity: 120 });
    expect(toasts.list.get().map((t) => [t.message, t.kind])).toEqual([
      ['quantity must not be greater than 99', 'error'],
    ]);
    expect(cart.get()).toEqual({ count: 0, subtotal: 0, coupon: null });
    expect(analytics.track).not.toHaveBeenCalled();
  });

  it('add() reports a network failure', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.answer({ 'POST /api/cart/items': new TypeError('Failed to fetch') });
    const { cart, toasts } = setup();
    await cart.add({ productId: 'p1', quantity: 1 });
    expect(toasts.list.get()[0]).toMatchObject({
      kind: 'error',
      message: 'Could not add to cart. Please try again.',
    });
  });

  it('applyCoupon() keeps a code the service accepts (in a cookie too) and gives the service message for one it refuses', async () => {
    api.answer({
      'POST /api/coupons/validate': () => ({
        body: { code: 'WELCOME35', discount: 35, subtotal: 400 },
      }),
    });
    const { cart } = setup();
    await expect(cart.applyCoupon(' WELCOME35 ')).resolves.toEqual({
      ok: true,
      code: 'WELCOME35',
      discount: 35,
    });
    expect(cart.get().coupon).toBe('WELCOME35');
    expect(document.cookie).toContain('sohnne_coupon=WELCOME35');

    api.answer({
      'POST /api/coupons/validate': {
        status: 400,
        body: { statusCode: 400, message: 'This coupon has expired' },
      },
    });
    await expect(cart.applyCoupon('OLD10')).resolves.toEqual({
      ok: false,
      message: 'This coupon has expired',
    });
    expect(cart.get().coupon).toBe('WELCOME35');

    cart.clearCoupon();
    expect(cart.get().coupon).toBeNull();
    expect(document.cookie).not.toContain('sohnne_coupon');
    await expect(cart.applyCoupon('   ')).resolves.toEqual({
      ok: false,
      message: 'Coupon code is required',
    });
  });

  it('a failed read is retried until the service answers again, so the badge recovers without a reload', async () => {
    jest.useFakeTimers();
    try {
      let up = false;
      api.answer({
        'GET /api/cart': () =>
          up
            ? { body: CART }
            : {
                status: 503,
                body: { statusCode: 503, message: 'The commerce service is unavailable' },
              },
      });
      const { cart } = setup();
      jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      await cart.refresh();
      expect(cart.get().count).toBe(0);
      up = true;
      await jest.advanceTimersByTimeAsync(2000);
      expect(cart.get().count).toBe(3);
    } finally {
      jest.useRealTimers();
    }
  });
});
