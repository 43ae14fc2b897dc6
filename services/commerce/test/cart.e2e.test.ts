/* eslint-disable @typescript-eslint/no-require-imports -- the app module must load after the test env is set */
import { randomBytes } from 'node:crypto';
import { getConnectionToken } from '@nestjs/mongoose';
import { JwtService } from '@nestjs/jwt';
import { startTestService, TestClient, TestService } from '@sohnne/service-kit/testing';
import type { Connection } from 'mongoose';
import {
  CatalogStub,
  catalogId,
  FIXTURE_PRODUCTS,
  IDS,
  LOUNGE_CHAIR,
  TULIP_TABLE,
} from './catalog-stub';

const SESSION_SECRET = randomBytes(32).toString('hex');
const PRICES_UNAVAILABLE = 'Product prices are unavailable right now. Please try again.';

let service: TestService;
let stub: CatalogStub;
let carts: ReturnType<Connection['collection']>;

beforeAll(async () => {
  stub = await new CatalogStub().start(FIXTURE_PRODUCTS);
  service = await startTestService(() => require('../src/app.module').AppModule, {
    SESSION_SECRET,
    CATALOG_URL: stub.url,
    CATALOG_TIMEOUT_MS: '400',
  });
  carts = service.app.get<Connection>(getConnectionToken()).collection('carts');
});

afterAll(async () => {
  await service?.stop();
  await stub?.stop();
});

beforeEach(() => stub.reset(FIXTURE_PRODUCTS));

const visitor = () => new TestClient(service.url);

/** A browser of a logged-in user: the session cookie the account service would have set. */
function loginAs(client: TestClient, userId: string) {
  service.sessions.signIn(client, userId);
  return client;
}

async function withItems(
  client: TestClient,
  ...items: { productId: string; variantId?: string; quantity: number }[]
) {
  let response;
  for (const item of items) {
    response = await client.post('/api/cart/items', item);
    expect(response.status).toBe(200);
  }
  return response!.body;
}

/** The cart a visitor's cookie (`<cart id>.<signature>`) names. */
const storedCart = (cookie: string | undefined) =>
  carts.findOne({ cart_id: cookie?.split('.')[0] });

describe('operations', () => {
  it('reports the database in /health', async () => {
    const response = await visitor().get('/health');
    expect(response.status).toBe(200);
    expect(response.body.info.database.status).toBe('up');
  });
});

describe('a visitor cart', () => {
  it('is empty without a cookie, and GET writes nothing', async () => {
    const before = await carts.countDocuments();
    const client = visitor();
    const response = await client.get('/api/cart');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ lines: [], count: 0, subtotal: 0 });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(client.cookie('sohnne_cart')).toBeUndefined();
    expect(await carts.countDocuments()).toBe(before);
  });

  it('is created on the first add, with an httpOnly cookie, and priced by the catalog', async () => {
    const client = visitor();
    const response = await client.post('/api/cart/items', {
      productId: LOUNGE_CHAIR.id,
      quantity: 2,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      lines: [
        {
          id: expect.any(String),
          productId: IDS.lounge,
          variantId: IDS.loungeBlack,
          slug: 'eames-lounge-chair',
          name: 'Eames Lounge Chair',
          variantLabel: 'Leather: Black',
          image: LOUNGE_CHAIR.variants[0].gallery[0],
          unitPrice: 999.99,
          quantity: 2,
          lineTotal: 1999.98,
        },
      ],
      count: 2,
      subtotal: 1999.98,
    });
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('sohnne_cart='))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).toMatch(/Max-Age=5184000/);
    // 24 characters: the cart's _id (a legacy cart's id has 22, see isLegacyCartId).
    expect(client.cookie('sohnne_cart')).toMatch(/^[A-Za-z0-9_-]{24}\.[A-Za-z0-9_-]{43}$/);
    expect(stub.requests).toContain(`/api/products/lookup?ids=${IDS.lounge}`);

    const stored = await storedCart(client.cookie('sohnne_cart'));
    expect(stored?._id).toBe(stored?.cart_id);
    expect(stored?.user_id).toBeUndefined();
    // One string a line: `<id> <product_id> <variant_id> <quantity>` (see packLine).
    expect(stored?.packed_lines).toEqual([
      `${response.body.lines[0].id} ${IDS.lounge} ${IDS.loungeBlack} 2`,
    ]);
    expect(stored?.lines).toBeUndefined();
    expect(JSON.stringify(stored)).not.toContain('999.99');

    const again = await client.get('/api/cart');
    expect(again.body).toEqual(response.body);
  });

  it('adds, updates and removes lines', async () => {
    const client = visitor();
    await withItems(client, { productId: LOUNGE_CHAIR.id, quantity: 1 });
    const withTan = await withItems(client, {
      productId: LOUNGE_CHAIR.id,
      variantId: IDS.loungeTan,
      quantity: 1,
    });
    expect(withTan.lines).toHaveLength(2);
    const tan = withTan.lines[1];
    expect(tan).toMatchObject({
      variantLabel: 'Leather: Tan',
      unitPrice: 1349.5,
      image: LOUNGE_CHAIR.image,
    });

    // The same product and variant again (named or as the default) raises the quantity.
    const more = await withItems(
      client,
      { productId: LOUNGE_CHAIR.id, variantId: IDS.loungeBlack, quantity: 2 },
      { productId: LOUNGE_CHAIR.id, quantity: 1 },
      { productId: TULIP_TABLE.id, quantity: 3 },
    );
    expect(
      more.lines.map((l: { variantId: string; quantity: number }) => [l.variantId, l.quantity]),
    ).toEqual([
      [IDS.loungeBlack, 4],
      [IDS.loungeTan, 1],
      [IDS.tulipWhite, 3],
    ]);
    expect(more.count).toBe(8);
    // 4 * 999.99 + 1349.50 + 3 * 450.10
    expect(more.subtotal).toBe(6699.76);

    const patched = await client.patch(`/api/cart/items/${tan.id}`, { quantity: 5 });
    expect(patched.status).toBe(200);
    expect(patched.body.lines[1]).toMatchObject({ id: tan.id, quantity: 5, lineTotal: 6747.5 });
    expect(patched.body.count).toBe(12);

    const removed = await client.delete(`/api/cart/items/${tan.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.lines.map((l: { id: string }) => l.id)).not.toContain(tan.id);
    expect(removed.body).toMatchObject({ count: 7, subtotal: 5350.26 });

    expect((await client.delete(`/api/cart/items/${tan.id}`)).status).toBe(404);
    expect((await client.patch(`/api/cart/items/${tan.id}`, { quantity: 1 })).status).toBe(404);
  });

  it('keeps every one of parallel changes to one cart', async () => {
    const client = visitor();
    await withItems(client, { productId: TULIP_TABLE.id, quantity: 1 });
    const responses = await Promise.all([
      client.post('/api/cart/items', { productId: LOUNGE_CHAIR.id, quantity: 1 }),
      client.post('/api/cart/items', {
        productId: LOUNGE_CHAIR.id,
        variantId: IDS.loungeTan,
        quantity: 1,
      }),
      client.post('/api/cart/items', { productId: TULIP_TABLE.id, quantity: 2 }),
    ]);
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
    const cart = (await client.get('/api/cart')).body;
    expect(cart.lines).toHaveLength(3);
    expect(cart.count).toBe(5);
  });

  it('caps a line at 99 when adding more', async () => {
    const client = visitor();
    await withItems(client, { productId: TULIP_TABLE.id, quantity: 60 });
    const cart = await withItems(client, { productId: TULIP_TABLE.id, quantity: 60 });
    expect(cart.lines[0].quantity).toBe(99);
  });

  it('holds at most 50 different lines', async () => {
    const many = Array.from({ length: 51 }, (_, i) => ({ ...TULIP_TABLE, id: catalogId(100 + i) }));
    stub.reset(many);
    const client = visitor();
    for (const product of many.slice(0, 50)) {
      await withItems(client, { productId: product.id, quantity: 1 });
    }
    const full = await client.post('/api/cart/items', { productId: catalogId(150), quantity: 1 });
    expect(full.status).toBe(400);
    expect(full.body.message).toBe('A cart holds at most 50 different items');
    // More of a product already in the cart is still fine.
    expect(
      (await client.post('/api/cart/items', { productId: catalogId(100), quantity: 1 })).status,
    ).toBe(200);
    expect((await client.get('/api/cart')).body.count).toBe(51);
  });

  it('answers 404 for a line on a visitor without a cart', async () => {
    const response = await visitor().patch('/api/cart/items/nope', { quantity: 1 });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Cart line not found');
  });
});

describe('prices', () => {
  it('come from the catalog at every request', async () => {
    const client = visitor();
    await withItems(client, { productId: TULIP_TABLE.id, quantity: 2 });
    Object.assign(stub.products.get(TULIP_TABLE.id)!.variants[0], { price: 399, pay_price: 399 });
    const cart = (await client.get('/api/cart')).body;
    expect(cart.lines[0]).toMatchObject({ unitPrice: 399, lineTotal: 798 });
    expect(cart.subtotal).toBe(798);

    // On sale: the catalogue's pay_price is what the cart charges (commerce decides nothing itself).
    Object.assign(stub.products.get(TULIP_TABLE.id)!.variants[0], {
      pay_price: 350.25,
      was_price: 399,
    });
    expect((await client.get('/api/cart')).body.lines[0].unitPrice).toBe(350.25);
  });

  it('are never taken from the browser: a price field is rejected and nothing is written', async () => {
    const client = visitor();
    await withItems(client, { productId: TULIP_TABLE.id, quantity: 1 });
    const before = await storedCart(client.cookie('sohnne_cart'));
    const count = await carts.countDocuments();

    const response = await client.post('/api/cart/items', {
      productId: LOUNGE_CHAIR.id,
      quantity: 1,
      price: 1,
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(['property price should not exist']);
    expect(await storedCart(client.cookie('sohnne_cart'))).toEqual(before);

    const fresh = visitor();
    expect(
      (
        await fresh.post('/api/cart/items', {
          productId: TULIP_TABLE.id,
          quantity: 1,
          unitPrice: 0.01,
        })
      ).status,
    ).toBe(400);
    expect(fresh.cookie('sohnne_cart')).toBeUndefined();
    expect(await carts.countDocuments()).toBe(count);

    const cart = (await client.get('/api/cart')).body;
    expect(cart.lines[0].unitPrice).toBe(450.1);
  });
});

describe('validation', () => {
  const quantityMessage = 'quantity must be a whole number from 1 to 99';

  it.each([
    [{ productId: IDS.tulip, quantity: '2' }, quantityMessage],
    [{ productId: IDS.tulip, quantity: 0 }, quantityMessage],
    [{ productId: IDS.tulip, quantity: 100 }, quantityMessage],
    [{ productId: IDS.tulip, quantity: 1.5 }, quantityMessage],
    [{ productId: IDS.tulip }, quantityMessage],
    [{ productId: 5, quantity: 1 }, 'productId must be a string'],
    [{ quantity: 1 }, 'productId must be a string'],
    [{ productId: 'a,b', quantity: 1 }, 'productId must be a product id'],
    [{ productId: 'prod-tulip', quantity: 1 }, 'productId must be a product id'],
    [{ productId: IDS.tulip, variantId: 'white', quantity: 1 }, 'variantId must be a variant id'],
    [{ productId: IDS.tulip, variantId: 7, quantity: 1 }, 'variantId must be a string'],
    [{ productId: IDS.tulip, quantity: 1, userId: 'u1' }, 'property userId should not exist'],
  ])('rejects %j with 400', async (body, message) => {
    const client = visitor();
    const response = await client.post('/api/cart/items', body);
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('Bad Request');
    expect(response.body.message).toContain(message);
    expect(client.cookie('sohnne_cart')).toBeUndefined();
  });

  it('accepts quantities 1 and 99', async () => {
    const client = visitor();
    const cart = await withItems(client, { productId: TULIP_TABLE.id, quantity: 1 });
    const patched = await client.patch(`/api/cart/items/${cart.lines[0].id}`, { quantity: 99 });
    expect(patched.status).toBe(200);
    expect(patched.body.lines[0].quantity).toBe(99);
  });

  it('rejects a bad quantity on update', async () => {
    const client = visitor();
    const cart = await withItems(client, { productId: TULIP_TABLE.id, quantity: 3 });
    for (const body of [
      { quantity: 0 },
      { quantity: 100 },
      { quantity: 'many' },
      {},
      { quantity: 2, price: 1 },
    ]) {
      const response = await client.patch(`/api/cart/items/${cart.lines[0].id}`, body);
      expect(response.status).toBe(400);
    }
    expect((await client.get('/api/cart')).body.lines[0].quantity).toBe(3);
  });

  it("rejects an unknown product or variant with 'Unknown product'", async () => {
    const client = visitor();
    for (const body of [
      { productId: IDS.missing, quantity: 1 },
      { productId: TULIP_TABLE.id, variantId: IDS.loungeBlack, quantity: 1 },
    ]) {
      const response = await client.post('/api/cart/items', body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Unknown product');
    }
    expect(client.cookie('sohnne_cart')).toBeUndefined();
  });

  it('requires the CSRF header on changes', async () => {
    const client = visitor();
    await client.get('/health');
    const count = await carts.countDocuments();
    const response = await client.request(
      'POST',
      '/api/cart/items',
      { productId: TULIP_TABLE.id, quantity: 1 },
      { csrf: false },
    );
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('Invalid or missing CSRF token');
    expect(await carts.countDocuments()).toBe(count);
  });
});

describe('isolation between shoppers', () => {
  it("another visitor sees an empty cart and cannot change the first visitor's lines", async () => {
    const first = visitor();
    const cart = await withItems(first, { productId: TULIP_TABLE.id, quantity: 2 });
    const lineId = cart.lines[0].id;

    const other = visitor();
    expect((await other.get('/api/cart')).body).toEqual({ lines: [], count: 0, subtotal: 0 });
    expect((await other.patch(`/api/cart/items/${lineId}`, { quantity: 9 })).status).toBe(404);
    expect((await other.delete(`/api/cart/items/${lineId}`)).status).toBe(404);
    // Even with a cart of its own.
    await withItems(other, { productId: LOUNGE_CHAIR.id, quantity: 1 });
    expect((await other.delete(`/api/cart/items/${lineId}`)).status).toBe(404);

    expect((await first.get('/api/cart')).body.lines[0]).toMatchObject({ id: lineId, quantity: 2 });
  });

  it('keeps the cart across login: the visitor cart merges into the user cart', async () => {
    // The user already has a cart from an earlier visit.
    const earlier = loginAs(visitor(), 'user-merge');
    await withItems(
      earlier,
      { productId: LOUNGE_CHAIR.id, quantity: 98 },
      { productId: LOUNGE_CHAIR.id, variantId: IDS.loungeTan, quantity: 1 },
    );
    expect(earlier.cookie('sohnne_cart')).toBeUndefined();

    const browser = visitor();
    await withItems(
      browser,
      { productId: LOUNGE_CHAIR.id, quantity: 2 },
      { productId: TULIP_TABLE.id, quantity: 1 },
    );
    const visitorCartId = browser.cookie('sohnne_cart');

    loginAs(browser, 'user-merge');
    const merged = await browser.get('/api/cart');
    expect(merged.status).toBe(200);
    expect(
      merged.body.lines.map((l: { variantId: string; quantity: number }) => [
        l.variantId,
        l.quantity,
      ]),
    ).toEqual([
      [IDS.loungeBlack, 99],
      [IDS.loungeTan, 1],
      [IDS.tulipWhite, 1],
    ]);
    expect(browser.cookie('sohnne_cart')).toBeUndefined();
    expect(await storedCart(visitorCartId)).toBeNull();
    expect(await carts.countDocuments({ user_id: 'user-merge' })).toBe(1);

    // Same cart on the user's other device.
    expect((await earlier.get('/api/cart')).body).toEqual(merged.body);
  });

  it('parallel first adds of a user make one cart holding all of them', async () => {
    const user = loginAs(visitor(), 'user-parallel');
    const responses = await Promise.all([
      user.post('/api/cart/items', { productId: LOUNGE_CHAIR.id, quantity: 1 }),
      user.post('/api/cart/items', { productId: TULIP_TABLE.id, quantity: 1 }),
    ]);
    expect(responses.map((r) => r.status)).toEqual([200, 200]);
    expect(await carts.countDocuments({ user_id: 'user-parallel' })).toBe(1);
    expect((await user.get('/api/cart')).body.count).toBe(2);
  });

  it('a visitor cart becomes the user cart when the user had none', async () => {
    const browser = visitor();
    const before = await withItems(browser, { productId: TULIP_TABLE.id, quantity: 4 });
    const cartId = browser.cookie('sohnne_cart');

    loginAs(browser, 'user-adopt');
    const after = await browser.get('/api/cart');
    expect(after.body).toEqual(before);
    expect(browser.cookie('sohnne_cart')).toBeUndefined();
    // Copied to the user's cart at the id derived from the user, then deleted.
    expect(await storedCart(cartId)).toBeNull();
    expect(await carts.findOne({ _id: 'user:user-adopt' as never })).toMatchObject({
      cart_id: 'user:user-adopt',
      user_id: 'user-adopt',
      packed_lines: [expect.stringMatching(new RegExp(` ${TULIP_TABLE.id} \\S+ 4$`))],
    });
  });

  it('reads a user cart made before derived ids, and moves it to the derived id on the next write', async () => {
    const lineId = randomBytes(9).toString('base64url');
    const line = {
      id: lineId,
      product_id: TULIP_TABLE.id,
      variant_id: IDS.tulipWhite,
      quantity: 2,
    };
    await carts.insertOne({
      cart_id: randomBytes(16).toString('base64url'),
      user_id: 'user-earlier',
      lines: [line],
      protection_plan: false,
      updated_at: new Date(),
      __v: 3,
    });
    const user = loginAs(visitor(), 'user-earlier');
    expect((await user.get('/api/cart')).body.count).toBe(2);
    expect(await carts.countDocuments({ _id: 'user:user-earlier' as never })).toBe(0);

    await withItems(user, { productId: LOUNGE_CHAIR.id, quantity: 1 });
    expect(await carts.countDocuments({ user_id: 'user-earlier' })).toBe(1);
    const moved = await carts.findOne({ _id: 'user:user-earlier' as never });
    expect(moved?.packed_lines).toEqual([
      `${lineId} ${TULIP_TABLE.id} ${IDS.tulipWhite} 2`,
      expect.stringMatching(new RegExp(` ${LOUNGE_CHAIR.id} \\S+ 1$`)),
    ]);
    expect((await user.get('/api/cart')).body.count).toBe(3);
  });

  it('finishes a move that stopped after setting the earlier cart aside (a crash)', async () => {
    const line = {
      id: randomBytes(9).toString('base64url'),
      product_id: TULIP_TABLE.id,
      variant_id: IDS.tulipWhite,
      quantity: 5,
    };
    const earlierId = randomBytes(16).toString('base64url');
    await carts.insertOne({
      cart_id: earlierId,
      user_id: 'moving:user-crashed',
      lines: [line],
      protection_plan: false,
      updated_at: new Date(),
      __v: 1,
    });
    const user = loginAs(visitor(), 'user-crashed');
    expect((await user.get('/api/cart')).body.count).toBe(5);
    await withItems(user, { productId: TULIP_TABLE.id, quantity: 1 });
    expect((await user.get('/api/cart')).body.count).toBe(6);
    expect(await carts.countDocuments({ cart_id: earlierId })).toBe(0);
  });

  it("a signed-in user's read without any cart stores an empty one at the derived id", async () => {
    const user = loginAs(visitor(), 'user-new');
    expect((await user.get('/api/cart')).body).toEqual({ lines: [], count: 0, subtotal: 0 });
    expect(await carts.findOne({ _id: 'user:user-new' as never })).toMatchObject({
      user_id: 'user-new',
      packed_lines: [],
    });
    expect((await withItems(user, { productId: TULIP_TABLE.id, quantity: 1 })).count).toBe(1);
  });

  it("never serves a user's cart with only its cart cookie", async () => {
    const browser = visitor();
    await withItems(browser, { productId: TULIP_TABLE.id, quantity: 4 });
    const cartId = browser.cookie('sohnne_cart')!;
    loginAs(browser, 'user-stolen');
    const owned = await browser.get('/api/cart');
    expect(owned.body.count).toBe(4);

    const thief = visitor();
    thief.setCookie('sohnne_cart', cartId);
    expect((await thief.get('/api/cart')).body).toEqual({ lines: [], count: 0, subtotal: 0 });
    expect(thief.cookie('sohnne_cart')).toBeUndefined();

    thief.setCookie('sohnne_cart', cartId);
    const lineId = owned.body.lines[0].id;
    expect((await thief.delete(`/api/cart/items/${lineId}`)).status).toBe(404);
    const own = await withItems(thief, { productId: LOUNGE_CHAIR.id, quantity: 1 });
    expect(own.lines).toHaveLength(1);
    expect(thief.cookie('sohnne_cart')).not.toBe(cartId);

    expect((await browser.get('/api/cart')).body).toEqual(owned.body);
  });

  it('a session for another user, or a forged session, does not reach the cart', async () => {
    const owner = loginAs(visitor(), 'user-owner');
    await withItems(owner, { productId: TULIP_TABLE.id, quantity: 2 });

    expect((await loginAs(visitor(), 'user-someone-else').get('/api/cart')).body.count).toBe(0);

    const forged = visitor();
    const token = new JwtService({ secret: 'x'.repeat(64) }).sign({
      sub: 'user-owner',
      sid: 's',
      name: 'n',
      email: 'e',
    });
    forged.setCookie('sohnne_session', token);
    expect((await forged.get('/api/cart')).body.count).toBe(0);
  });
});

describe('hardening', () => {
  it('treats a logged-out (revoked) session as a visitor on read and change', async () => {
    const browser = visitor();
    const { sid } = service.sessions.signIn(browser, 'user-logged-out');
    await withItems(browser, { productId: TULIP_TABLE.id, quantity: 2 });
    service.sessions.revoke(sid); // the account service ended the session (logout)
    expect((await browser.get('/api/cart')).body.count).toBe(0);
    const [lineId] = (await carts.findOne({ user_id: 'user-logged-out' }))!.packed_lines[0].split(
      ' ',
    );
    expect((await browser.patch(`/api/cart/items/${lineId}`, { quantity: 5 })).status).toBe(404);
    await browser.post('/api/cart/items', { productId: LOUNGE_CHAIR.id, quantity: 1 });
    const stored = await carts.findOne({ user_id: 'user-logged-out' });
    expect(stored!.packed_lines.map((line: string) => line.split(' ')[3])).toEqual(['2']);
  });

  it('does not let another browser read or change a visitor cart with a copy of its cookie', async () => {
    const owner = visitor();
    await withItems(owner, { productId: TULIP_TABLE.id, quantity: 3 });
    const cookie = owner.cookie('sohnne_cart')!;
    const lineId = (await owner.get('/api/cart')).body.lines[0].id;

    const other = visitor();
    await other.get('/health'); // its own visitor id
    other.setCookie('sohnne_cart', cookie);
    expect((await other.get('/api/cart')).body.count).toBe(0);
    other.setCookie('sohnne_cart', cookie);
    expect((await other.patch(`/api/cart/items/${lineId}`, { quantity: 1 })).status).toBe(404);
    expect((await owner.get('/api/cart')).body.count).toBe(3);

    const unsigned = visitor();
    unsigned.setCookie('sohnne_cart', cookie.split('.')[0]);
    expect((await unsigned.get('/api/cart')).body.count).toBe(0);
  });

  it('merges on login only a cart this browser created', async () => {
    const victim = visitor();
    await withItems(victim, { productId: TULIP_TABLE.id, quantity: 3 });
    const stolen = victim.cookie('sohnne_cart')!;

    const customer = loginAs(visitor(), 'user-absorber');
    await customer.get('/health');
    customer.setCookie('sohnne_cart', stolen);
    expect((await customer.get('/api/cart')).body.count).toBe(0);
    expect(await storedCart(stolen)).not.toBeNull();
    expect((await victim.get('/api/cart')).body.count).toBe(3);
  });

  it('refuses variantId null (the contract says string)', async () => {
    const response = await visitor().post('/api/cart/items', {
      productId: TULIP_TABLE.id,
      variantId: null,
      quantity: 1,
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('variantId must be a string');
  });
});

describe('when the catalog is unavailable', () => {
  it.each(['down', 'slow', 'garbage'] as const)(
    'answers 503 and writes nothing (catalog %s)',
    async (mode) => {
      const client = visitor();
      await withItems(client, { productId: TULIP_TABLE.id, quantity: 1 });
      const lineId = (await client.get('/api/cart')).body.lines[0].id;
      const before = await storedCart(client.cookie('sohnne_cart'));
      const count = await carts.countDocuments();
      stub.mode = mode;

      for (const response of [
        await client.post('/api/cart/items', { productId: LOUNGE_CHAIR.id, quantity: 1 }),
        await client.patch(`/api/cart/items/${lineId}`, { quantity: 5 }),
        await client.delete(`/api/cart/items/${lineId}`),
        await client.get('/api/cart'),
        await visitor().post('/api/cart/items', { productId: LOUNGE_CHAIR.id, quantity: 1 }),
      ]) {
        expect(response.status).toBe(503);
        expect(response.body.message).toBe(PRICES_UNAVAILABLE);
      }
      expect(await storedCart(client.cookie('sohnne_cart'))).toEqual(before);
      expect(await carts.countDocuments()).toBe(count);

      stub.mode = 'up';
      expect((await client.get('/api/cart')).body.lines[0]).toMatchObject({
        id: lineId,
        quantity: 1,
      });
    },
  );

  it('still shows an empty cart without asking the catalog', async () => {
    stub.mode = 'down';
    expect((await visitor().get('/api/cart')).body).toEqual({ lines: [], count: 0, subtotal: 0 });
  });
});
