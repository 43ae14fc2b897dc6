/* eslint-disable @typescript-eslint/no-require-imports -- the app module must load after the test env is set */
import { randomBytes } from 'node:crypto';
import { Types } from 'mongoose';
import { startTestService, TestClient, TestService } from '@sohnne/service-kit/testing';
import { CART_COOKIE } from '../src/cart';
import { CatalogStub, FIXTURE_PRODUCTS, IDS } from './catalog-stub';

// The calls behind the commerce content pages: /trade's application form and /protection-plan's 'Get Covered'.

let service: TestService;
let stub: CatalogStub;

beforeAll(async () => {
  stub = await new CatalogStub().start(FIXTURE_PRODUCTS);
  service = await startTestService(() => require('../src/app.module').AppModule, {
    SESSION_SECRET: randomBytes(32).toString('hex'),
    CATALOG_URL: stub.url,
    PUBLIC_FORM_RATE_LIMIT: '50',
  });
});

afterAll(async () => {
  await service?.stop();
  await stub?.stop();
});

const visitor = () => new TestClient(service.url);
const applications = () => service.db.collection('trade_applications');
const carts = () => service.db.collection('carts');
const legacyPlans = () => service.db.collection('cart_protection_plans');

const application = {
  company: 'Wren Studio',
  name: 'Ada Wren',
  email: 'ada@wren.studio',
  phone: '+1 555 0100',
  business_type: 'Interior designer',
  message: 'Boutique hotels',
};

describe('POST /api/trade/applications', () => {
  it('stores an application with status pending', async () => {
    const response = await visitor().post('/api/trade/applications', application);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      status: 'pending',
      created_at: expect.any(String),
    });
    const stored = await applications().findOne({ email: 'ada@wren.studio' });
    expect(stored).toMatchObject({ ...application, status: 'pending' });
  });

  it('refuses bad input with the messages the form shows, and stores nothing', async () => {
    const before = await applications().countDocuments();
    const client = visitor();
    const empty = await client.post('/api/trade/applications', {});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toEqual(
      expect.arrayContaining([
        'Company is required',
        'Name is required',
        'Invalid email address',
        'Phone is required',
      ]),
    );
    const bad = await client.post('/api/trade/applications', {
      ...application,
      website: 'not a site',
      business_type: 'Pirate',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(
      expect.arrayContaining([
        'Website must be a URL',
        expect.stringMatching(/^Business type must be one of/),
      ]),
    );
    const extra = await client.post('/api/trade/applications', {
      ...application,
      status: 'approved',
    });
    expect(extra.status).toBe(400);
    expect(await applications().countDocuments()).toBe(before);
  });
});

describe('/api/cart/protection-plan', () => {
  it('needs a cart with a product', async () => {
    const client = visitor();
    expect((await client.get('/api/cart/protection-plan')).body).toMatchObject({
      price: 9.99,
      claim_limit_per_year: 2500,
      added: false,
    });
    const refused = await client.post('/api/cart/protection-plan', {});
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'Add a product to your cart before adding the protection plan',
    );
  });

  it("'Get Covered' adds the plan once to the shopper's own cart, and it can be removed", async () => {
    const client = visitor();
    expect(
      (await client.post('/api/cart/items', { productId: IDS.lounge, quantity: 1 })).status,
    ).toBe(200);
    const added = await client.post('/api/cart/protection-plan', {});
    expect(added.status).toBe(200);
    expect(added.body).toEqual({
      name: 'Protection plan',
      price: 9.99,
      billing: 'per month',
      claim_limit_per_year: 2500,
      added: true,
    });
    await client.post('/api/cart/protection-plan', {});
    const cartId = client.cookie(CART_COOKIE)?.split('.')[0];
    expect(await carts().findOne({ cart_id: cartId })).toMatchObject({
      _id: cartId,
      protection_plan: true,
    });
    expect((await client.get('/api/cart/protection-plan')).body.added).toBe(true);

    expect((await visitor().get('/api/cart/protection-plan')).body.added).toBe(false);

    expect((await client.delete('/api/cart/protection-plan')).body.added).toBe(false);
    expect((await client.get('/api/cart/protection-plan')).body.added).toBe(false);
  });

  it('keeps serving a cart made before carts were addressed by _id, with its plan kept beside it', async () => {
    const client = visitor();
    service.sessions.signIn(client, 'user-legacy-cart');
    const cartId = randomBytes(16).toString('base64url');
    await carts().insertOne({
      _id: new Types.ObjectId(),
      cart_id: cartId,
      user_id: 'user-legacy-cart',
      lines: [{ id: 'line-1', product_id: IDS.tulip, variant_id: IDS.tulipWhite, quantity: 1 }],
      updated_at: new Date(),
      __v: 0,
    });
    await legacyPlans().insertOne({ cart_id: cartId, added_at: new Date() });
    expect((await client.get('/api/cart/protection-plan')).body.added).toBe(true);

    const added = await client.post('/api/cart/items', { productId: IDS.lounge, quantity: 1 });
    expect(added.status).toBe(200);
    // Kept at its id (its plan is kept beside it by that id), its lines now packed.
    expect((await carts().findOne({ cart_id: cartId }))?.packed_lines).toHaveLength(2);

    expect((await client.delete('/api/cart/protection-plan')).body.added).toBe(false);
    expect((await client.get('/api/cart/protection-plan')).body.added).toBe(false);
    expect(await carts().findOne({ cart_id: cartId })).toMatchObject({ protection_plan: false });
  });
});

describe('POST /api/checkout/webhook', () => {
  it("reaches the provider without a browser's CSRF pair (the provider signs it); the test provider has none", async () => {
    const response = await fetch(`${service.url}/api/checkout/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      body: JSON.stringify({ type: 'payment_intent.succeeded' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: 'The test payment provider has no webhooks',
    });
  });
});
