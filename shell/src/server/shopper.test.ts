import { readRequest } from './request';
import { cachedRates, createServiceRead, readShopper, type ServiceRead } from './shopper';
import { stubFetch } from '../../test/fetch';

/** A service read answering by path; records the paths read. */
function reads(answers: Record<string, unknown>) {
  const paths: string[] = [];
  const read = (async (apiPath: string) => {
    paths.push(apiPath);
    return (answers[apiPath] ?? null) as never;
  }) as ServiceRead;
  return { read, paths };
}

const RATES = { USD: 1, EUR: 0.9, GBP: 0.8 };

describe("the shopper's data", () => {
  it('an anonymous visitor costs no service call besides the (cached) rates', async () => {
    const { read, paths } = reads({});
    const shopper = await readShopper(readRequest('/', undefined), read, async () => RATES);
    expect(paths).toEqual([]);
    expect(shopper).toEqual({
      session: null,
      cart: { count: 0, subtotal: 0, coupon: null },
      cartUnavailable: false,
      wishlist: [],
      rates: RATES,
    });
  });

  it('signed in: session, cart and wishlist, as the browser reads them', async () => {
    const { read, paths } = reads({
      '/api/session': { user: { user_id: 'u1', name: 'Ada', email: 'ada@sohnne.test' } },
      '/api/cart': { count: 2, subtotal: 300, lines: [] },
      '/api/wishlist/ids': { data: [{ product_id: 'p1', wishlist_id: 'w1' }] },
    });
    const request = readRequest('/', 'sohnne_session=s; sohnne_coupon=WELCOME35');
    const shopper = await readShopper(request, read, async () => RATES);
    expect(paths.sort()).toEqual(['/api/cart', '/api/session', '/api/wishlist/ids']);
    expect(shopper).toMatchObject({
      session: { user_id: 'u1', name: 'Ada', email: 'ada@sohnne.test' },
      cart: { count: 2, subtotal: 300, coupon: 'WELCOME35' },
      cartUnavailable: false,
      wishlist: ['p1'],
    });
  });

  it('an expired session shows no wishlist; an unreadable cart is left to the browser', async () => {
    const { read } = reads({
      '/api/session': { user: null },
      '/api/wishlist/ids': { data: [{ product_id: 'p1', wishlist_id: 'w1' }] },
    });
    const shopper = await readShopper(
      readRequest('/', 'sohnne_session=old'),
      read,
      async () => ({}),
    );
    expect(shopper).toMatchObject({ session: null, wishlist: [], cartUnavailable: true });
    expect(shopper.cart).toEqual({ count: 0, subtotal: 0, coupon: null });
  });
});

describe('service reads', () => {
  it("forward the visitor's cookie; a failed, refused or non-JSON read is null", async () => {
    const stub = stubFetch({
      'GET http://commerce/api/cart': { body: { count: 1 } },
      'GET http://commerce/api/broken': { status: 503, body: {} },
      'GET http://commerce/api/down': new Error('ECONNREFUSED'),
    });
    const read = createServiceRead((apiPath) => `http://commerce${apiPath}`, 1000);
    expect(await read('/api/cart', 'sohnne_cart=c1')).toEqual({ count: 1 });
    expect(stub.calls[0].headers.get('cookie')).toBe('sohnne_cart=c1');
    expect(await read('/api/broken')).toBeNull();
    expect(await read('/api/down')).toBeNull();
  });

  it('rates are read once per period; the last good ones stay while reads fail', async () => {
    let now = 0;
    const answers: unknown[] = [
      { base: 'USD', rates: { EUR: 0.9, GBP: 0.8 } },
      null,
      { base: 'USD', rates: { EUR: 0.95 } },
    ];
    const read = jest.fn(async () => answers.shift() ?? null) as unknown as ServiceRead;
    const rates = cachedRates(read, 1000, () => now);
    expect(await rates()).toEqual(RATES);
    now = 500;
    expect(await rates()).toEqual(RATES);
    expect(read).toHaveBeenCalledTimes(1);
    now = 1500;
    expect(await rates()).toEqual(RATES); // the read failed
    now = 1600;
    expect(await rates()).toEqual(RATES); // GBP missing: refused, as the browser refuses it
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('no rates ever read: prices stay in USD', async () => {
    const rates = cachedRates((async () => null) as ServiceRead, 1000);
    expect(await rates()).toEqual({});
  });
});
