/* eslint-disable @typescript-eslint/no-require-imports -- the app module must load after the test env is set */
import { randomBytes, randomUUID } from 'node:crypto';
import { seedPart, startTestService, TestClient, TestService } from '@sohnne/service-kit/testing';
import { CatalogStub, FIXTURE_PRODUCTS, IDS } from './catalog-stub';
import { checkoutBody, SHOPPER_ADDRESS, testCard } from './checkout-body';

const SESSION_SECRET = randomBytes(32).toString('hex');
const DECLINED = 'Your card was declined. Please use another card.';

let service: TestService;
let stub: CatalogStub;

beforeAll(async () => {
  stub = await new CatalogStub().start(FIXTURE_PRODUCTS);
  service = await startTestService(() => require('../src/app.module').AppModule, {
    SESSION_SECRET,
    CATALOG_URL: stub.url,
    CATALOG_TIMEOUT_MS: '1000',
    PUBLIC_FORM_RATE_LIMIT: '5',
  });
  await seedPart('commerce').seed(service.db);
});

afterAll(async () => {
  await service?.stop();
  await stub?.stop();
});

beforeEach(() => stub.reset(FIXTURE_PRODUCTS));

const orders = () => service.db.collection('orders');
const visitor = () => new TestClient(service.url);

function customer(userId = randomBytes(12).toString('hex')) {
  const client = new TestClient(service.url);
  service.sessions.signIn(client, userId);
  return Object.assign(client, { userId });
}

const checkout = (client: TestClient, body: unknown = checkoutBody(), key: string = randomUUID()) =>
  client.request('POST', '/api/checkout', body, { headers: { 'Idempotency-Key': key } });

async function fillCart(client: TestClient) {
  // Lounge chair, black (999.99 discounted) × 2, tulip table (450.10) × 1.
  expect(
    (
      await client.post('/api/cart/items', {
        productId: IDS.lounge,
        variantId: IDS.loungeBlack,
        quantity: 2,
      })
    ).status,
  ).toBe(200);
  expect((await client.post('/api/cart/items', { productId: IDS.tulip, quantity: 1 })).status).toBe(
    200,
  );
}

describe('checkout', () => {
  it('turns a visitor cart into an order priced by the catalog, with an invoice, and empties the cart', async () => {
    const guest = visitor();
    await fillCart(guest);
    const quote = await guest.post('/api/checkout/quote', {
      address: { country: 'US', state: 'NY' },
    });
    expect(quote.status).toBe(200);
    expect(quote.body).toMatchObject({
      subtotal: 2450.08,
      discount: 0,
      tax_rate: 4,
      tax: 98,
      shipping: 0,
      shipping_label: 'Free premium shipping, estimated 2-5 business days',
      total: 2450.08,
    });

    const placed = await checkout(guest);
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({ status: 'pending', total: 2450.08 });
    const invoiceId = placed.body.invoice_id;

    const invoice = await guest.get(`/api/auth/invoice/${invoiceId}`);
    expect(invoice.status).toBe(200);
    expect(invoice.body).toHaveLength(2);
    expect(invoice.body[0]).toMatchObject({
      invoice_id: invoiceId,
      first_name: 'Ada',
      last_name: 'Shopper',
      user_email: 'ada@example.com',
      price: 999.99,
      quantity: 2,
      line_total: 1999.98,
      coupon_value: 0,
      tax_rate: 4,
      address: [
        {
          phone_number: '+1 212 555 0100',
          street_address: 'Bleecker Street',
          house_number: '350',
          city: 'New York',
          state: 'NY',
          postal_code: '10014',
        },
      ],
      product: {
        data: {
          attributes: {
            name: 'Eames Lounge Chair',
            product_variants: [{ type: 'Leather', value: 'Black', price: 999.99 }],
          },
        },
      },
    });
    expect(invoice.body[0].product.data.attributes.variants[0]).toMatchObject({
      price: 1299,
      is_discount: true,
      discount_price: 999.99,
    });

    expect((await guest.get('/api/cart')).body).toMatchObject({ lines: [], count: 0 });
    // Another browser, or a signed-in stranger, cannot read the guest's invoice.
    expect((await visitor().get(`/api/auth/invoice/${invoiceId}`)).status).toBe(404);
    expect((await customer().get(`/api/auth/invoice/${invoiceId}`)).status).toBe(404);
  });

  it('snapshots the catalog price at order time', async () => {
    const client = customer();
    await fillCart(client);
    Object.assign(stub.products.get(IDS.tulip)!.variants[0], { price: 500, pay_price: 500 });
    const placed = await checkout(client);
    expect(placed.body.total).toBe(2499.98);
    Object.assign(stub.products.get(IDS.tulip)!.variants[0], { price: 10, pay_price: 10 });
    const stored = await orders().findOne({ invoice_id: placed.body.invoice_id });
    // The invoice id is the order's _id: the embedded database finds it without a scan.
    expect(stored!._id).toBe(placed.body.invoice_id);
    expect(stored!.lines.map((l: { price: number }) => l.price)).toEqual([999.99, 500]);
  });

  it('refuses prices, totals, quantities and user ids from the browser', async () => {
    const client = customer();
    await fillCart(client);
    for (const tampered of [
      checkoutBody({ total: 1 }),
      checkoutBody({ lines: [{ productId: IDS.lounge, price: 1, quantity: 1 }] }),
      checkoutBody({ user_id: 'someone-else' }),
      checkoutBody({ quantity: 1 }),
    ]) {
      const response = await checkout(client, tampered);
      expect(response.status).toBe(400);
    }
    expect((await client.get('/api/cart')).body.count).toBe(3);
  });

  it('needs an Idempotency-Key, a shipped-to address and a non-empty cart', async () => {
    const client = customer();
    const noKey = await client.post('/api/checkout', checkoutBody());
    expect(noKey.status).toBe(400);
    expect(noKey.body.message).toMatch(/Idempotency-Key/);
    expect((await checkout(client)).body.message).toBe('Your cart is empty');
    await fillCart(client);
    const abroad = await checkout(
      client,
      checkoutBody({ address: { ...SHOPPER_ADDRESS, country: 'JP', state: 'Tokyo' } }),
    );
    expect(abroad.status).toBe(400);
    expect(abroad.body.message).toBe('We do not ship to this address yet');
    const missing = await checkout(
      client,
      checkoutBody({ address: { ...SHOPPER_ADDRESS, house_number: '' } }),
    );
    expect(missing.body.message).toContain('address.House number is required');
  });

  it('gives one order for the same Idempotency-Key twice', async () => {
    const client = customer();
    await fillCart(client);
    const key = randomUUID();
    const first = await checkout(client, checkoutBody(), key);
    const second = await checkout(client, checkoutBody(), key);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.invoice_id).toBe(first.body.invoice_id);
    expect(await orders().countDocuments({ user_id: client.userId })).toBe(1);
  });

  it('keeps the recorded payment when a payment for the order is reported again with another reference', async () => {
    const client = customer();
    await fillCart(client);
    const placed = await checkout(client);
    expect(placed.status).toBe(200);
    const invoiceId = placed.body.invoice_id;
    const recorded = (await orders().findOne({ invoice_id: invoiceId }))!.payment;
    expect(recorded).toMatchObject({ state: 'succeeded', reference: expect.any(String) });

    const { OrderPayments } = require('../src/orders/order-payments.service');
    await service.app
      .get(OrderPayments)
      .applyPaymentEvent({ invoiceId, state: 'succeeded', reference: 'another-charge' });
    expect((await orders().findOne({ invoice_id: invoiceId }))!.payment).toEqual(recorded);
  });

  it('gives one order for the same Idempotency-Key sent twice at once (a double click)', async () => {
    const client = customer();
    await fillCart(client);
    const key = randomUUID();
    const [a, b] = await Promise.all([
      checkout(client, checkoutBody(), key),
      checkout(client, checkoutBody(), key),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body.invoice_id).toBe(a.body.invoice_id);
    expect(await orders().countDocuments({ user_id: client.userId })).toBe(1);
  });

  it('gives one order for two concurrent checkouts of one cart', async () => {
    const client = customer();
    await fillCart(client);
    const [a, b] = await Promise.all([checkout(client), checkout(client)]);
    const [won, lost] = a.status === 200 ? [a, b] : [b, a];
    expect(won.status).toBe(200);
    // The loser either met the first checkout's claim on the cart, or the cart already emptied by it.
    expect(['This cart is already being checked out', 'Your cart is empty']).toContain(
      lost.body.message,
    );
    expect(await orders().countDocuments({ user_id: client.userId })).toBe(1);
  });

  it('declines the documented card: order DECLINED, cart intact, a clear message; a new attempt works', async () => {
    const client = customer();
    await fillCart(client);
    const declined = await checkout(
      client,
      checkoutBody({ payment: { card: testCard('4000 0000 0000 0002') } }),
    );
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({ message: DECLINED, status: 'DECLINED' });
    expect((await orders().findOne({ invoice_id: declined.body.invoice_id }))!.status).toBe(
      'DECLINED',
    );
    expect((await client.get('/api/cart')).body.count).toBe(3);

    const invalid = await checkout(
      client,
      checkoutBody({ payment: { card: testCard('4242 4242 4242 4241') } }),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('The card number is not valid');

    const retry = await checkout(client);
    expect(retry.status).toBe(200);
  });
});

describe('coupons', () => {
  it('validates against the current cart and lowers the order total on the first line', async () => {
    const client = customer();
    await fillCart(client);
    const valid = await client.post('/api/coupons/validate', { code: 'welcome35' });
    expect(valid.status).toBe(200);
    expect(valid.body).toEqual({ code: 'WELCOME35', discount: 35, subtotal: 2450.08 });

    const placed = await checkout(client, checkoutBody({ coupon_code: 'WELCOME35' }));
    expect(placed.body.total).toBe(2415.08);
    const invoice = await client.get(`/api/auth/invoice/${placed.body.invoice_id}`);
    expect(invoice.body.map((l: { coupon_value: number }) => l.coupon_value)).toEqual([35, 0]);

    // One use per customer, and WELCOME35 is for the first purchase only.
    await fillCart(client);
    const again = await client.post('/api/coupons/validate', { code: 'WELCOME35' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('You have already used this coupon');
  });

  it('checks a coupon against the subtotal checkout charges: the protection plan counts toward the minimum spend', async () => {
    const client = customer();
    // 1,999.98 of chairs is under TRADE15's $2000.00; with the plan's first month (9.99) it is not.
    await client.post('/api/cart/items', {
      productId: IDS.lounge,
      variantId: IDS.loungeBlack,
      quantity: 2,
    });
    expect((await client.post('/api/cart/protection-plan', {})).status).toBe(200);
    const checked = await client.post('/api/coupons/validate', { code: 'TRADE15' });
    expect(checked.status).toBe(200);
    expect(checked.body).toEqual({ code: 'TRADE15', discount: 301.5, subtotal: 2009.97 });
    const quote = await client.post('/api/checkout/quote', { coupon_code: 'TRADE15' });
    expect(quote.body).toMatchObject({ subtotal: 2009.97, discount: 301.5, total: 1708.47 });
    const placed = await checkout(client, checkoutBody({ coupon_code: 'TRADE15' }));
    expect(placed.body).toMatchObject({ status: 'pending', total: 1708.47 });
  });

  it('keeps WELCOME35 (first purchase) for signed-in customers: a visitor with a new e-mail is told to sign in', async () => {
    const SIGN_IN = 'Sign in or create an account to use this first-purchase coupon';
    for (const email of ['first@example.com', 'second@example.com']) {
      const guest = visitor();
      await fillCart(guest);
      const checked = await guest.post('/api/coupons/validate', { code: 'WELCOME35' });
      expect(checked.status).toBe(400);
      expect(checked.body.message).toBe(SIGN_IN);
      const quote = await guest.post('/api/checkout/quote', { coupon_code: 'WELCOME35' });
      expect(quote.body).toMatchObject({ discount: 0, coupon_message: SIGN_IN });
      const placed = await checkout(guest, checkoutBody({ coupon_code: 'WELCOME35' }, email));
      expect(placed.status).toBe(400);
      expect(placed.body.message).toBe(SIGN_IN);
    }
    // Another coupon still works for a visitor.
    const guest = visitor();
    await fillCart(guest);
    expect((await guest.post('/api/coupons/validate', { code: 'MIDCENTURY10' })).status).toBe(200);
  });

  it('refuses unknown, expired and too-small coupons with a message', async () => {
    const client = customer();
    expect((await client.post('/api/coupons/validate', { code: 'NOPE' })).body.message).toBe(
      'This coupon code is not valid',
    );
    expect((await client.post('/api/coupons/validate', { code: 'SUMMER2024' })).body.message).toBe(
      'This coupon has expired',
    );
    await client.post('/api/cart/items', { productId: IDS.tulip, quantity: 1 });
    expect((await client.post('/api/coupons/validate', { code: 'TRADE15' })).body.message).toBe(
      'This coupon needs a minimum spend of $2000.00',
    );
    const quote = await client.post('/api/checkout/quote', { coupon_code: 'TRADE15' });
    expect(quote.body).toMatchObject({
      discount: 0,
      coupon_message: 'This coupon needs a minimum spend of $2000.00',
    });
  });
});

/** The shopper's address without the names (the order answers write those beside it). */
const { first_name, last_name, ...shippedTo } = SHOPPER_ADDRESS;

describe('orders of the account area', () => {
  it('lists, details and cancels only the own pending orders; points credited and reversed', async () => {
    const ada = customer();
    const bob = customer();
    await fillCart(ada);
    const placed = await checkout(ada);
    const invoiceId = placed.body.invoice_id;

    const list = await ada.get('/api/transaction/');
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      {
        invoice_id: invoiceId,
        created_at: expect.any(String),
        status: 'pending',
        item: 'Eames Lounge Chair + 1 more',
        total: 2450.08,
      },
    ]);
    expect((await bob.get('/api/transaction/')).body.data).toEqual([]);
    expect((await visitor().get('/api/transaction/')).status).toBe(401);

    const detail = await ada.get(`/api/transaction/${invoiceId}`);
    expect(detail.body.data[0]).toMatchObject({
      invoice_id: invoiceId,
      status: 'pending',
      product: 'Eames Lounge Chair',
      variant_combination: 'Leather: Black',
      first_name: 'Ada',
      // The whole address, as the confirmation has it: the order page writes the street line in full.
      address: [{ ...shippedTo, phone_number: '+1 212 555 0100' }],
    });
    expect((await bob.get(`/api/transaction/${invoiceId}`)).status).toBe(404);
    expect((await bob.get(`/api/auth/invoice/${invoiceId}`)).status).toBe(404);

    const rewards = await ada.get('/api/rewards');
    expect(rewards.body.balance).toBe(250 + 2450);

    expect(
      (await bob.patch('/api/transaction', { transactionId: invoiceId, status: 'Canceled' }))
        .status,
    ).toBe(404);
    expect(
      (await ada.patch('/api/transaction', { transactionId: invoiceId, status: 'shipped' })).status,
    ).toBe(400);
    const canceled = await ada.patch('/api/transaction', {
      transactionId: invoiceId,
      status: 'Canceled',
    });
    expect(canceled.status).toBe(200);
    expect(canceled.body.status).toBe('Canceled');
    const twice = await ada.patch('/api/transaction', {
      transactionId: invoiceId,
      status: 'Canceled',
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Only pending orders can be canceled');
    expect((await ada.get('/api/rewards')).body.balance).toBe(250);
  });

  it('serves the demo customer orders in every status, and refuses to cancel a shipped one', async () => {
    const demo = customer('64d0c0ffee00000000000001');
    const list = await demo.get('/api/transaction/');
    expect(list.body.data.map((row: { status: string }) => row.status).sort()).toEqual(
      ['Canceled', 'DECLINED', 'delivered', 'paid', 'pending', 'processing', 'shipped'].sort(),
    );
    const shipped = list.body.data.find((row: { status: string }) => row.status === 'shipped');
    expect(
      (
        await demo.patch('/api/transaction', {
          transactionId: shipped.invoice_id,
          status: 'Canceled',
        })
      ).status,
    ).toBe(409);
    // Seeded as checkout stores an order: each line with its line_total, the totals by order.rules.
    const paid = await demo.get('/api/auth/invoice/SO-DEMO-0002');
    expect(paid.body).toEqual([
      expect.objectContaining({
        price: 1099,
        quantity: 2,
        line_total: 2198,
        tax_rate: 4,
        totals: expect.objectContaining({ subtotal: 2198, discount: 0, tax: 87.92, total: 2198 }),
      }),
    ]);
  });

  it('stores the campaign parameters against the order, for its owner only', async () => {
    const ada = customer();
    await fillCart(ada);
    const { invoice_id } = (await checkout(ada)).body;
    const utm = { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'autumn' };
    const stored = await ada.post(`/api/transactions/utm/${invoice_id}`, utm);
    expect(stored.status).toBe(200);
    expect((await orders().findOne({ invoice_id }))!.utm).toEqual(utm);
    expect((await ada.post(`/api/transactions/utm/${invoice_id}`, {})).status).toBe(200);
    expect((await ada.post(`/api/transactions/utm/${invoice_id}`, { evil: 'x' })).status).toBe(400);
    expect((await customer().post(`/api/transactions/utm/${invoice_id}`, utm)).status).toBe(404);
  });

  it('lets the guest browser that placed an order post its campaign parameters, and no other', async () => {
    const guest = visitor();
    await fillCart(guest);
    const { invoice_id } = (await checkout(guest)).body;
    expect(
      (await guest.post(`/api/transactions/utm/${invoice_id}`, { utm_source: 'ads' })).status,
    ).toBe(200);
    expect(
      (await visitor().post(`/api/transactions/utm/${invoice_id}`, { utm_source: 'x' })).status,
    ).toBe(404);
    expect((await orders().findOne({ invoice_id }))!.utm).toEqual({ utm_source: 'ads' });
  });

  it('tracks an order by number and e-mail, rate-limited', async () => {
    const tracker = visitor();
    const found = await tracker.post('/api/transactions/track', {
      invoice_id: 'SO-DEMO-0004',
      email: 'DEMO@sohnne.test',
    });
    expect(found.status).toBe(200);
    expect(found.body.status).toBe('shipped');
    expect(found.body.history.map((h: { status: string }) => h.status)).toEqual([
      'pending',
      'paid',
      'processing',
      'shipped',
    ]);
    expect(
      (
        await tracker.post('/api/transactions/track', {
          invoice_id: 'SO-DEMO-0004',
          email: 'x@example.com',
        })
      ).status,
    ).toBe(404);
    let last = 0;
    for (let i = 0; i < 5; i++)
      last = (
        await tracker.post('/api/transactions/track', {
          invoice_id: 'SO-X',
          email: 'x@example.com',
        })
      ).status;
    expect(last).toBe(429);
  });
});

describe('rewards', () => {
  it('grants 250 points once and redeems a voucher for a one-use code usable at checkout', async () => {
    const ada = customer();
    const first = await ada.get('/api/rewards');
    expect(first.body.balance).toBe(250);
    expect((await ada.get('/api/rewards')).body.ledger).toHaveLength(1);
    expect(
      first.body.vouchers.map((v: { points: number; affordable: boolean }) => [
        v.points,
        v.affordable,
      ]),
    ).toEqual([
      [50, true],
      [100, true],
      [200, true],
      [300, false],
    ]);
    expect((await ada.post('/api/rewards/redeem', { voucher: 300 })).body.message).toBe(
      'Not enough points for this voucher',
    );
    const redeemed = await ada.post('/api/rewards/redeem', { voucher: 200 });
    expect(redeemed.status).toBe(200);
    expect((await ada.get('/api/rewards')).body.balance).toBe(50);

    await fillCart(ada);
    const placed = await checkout(ada, checkoutBody({ coupon_code: redeemed.body.code }));
    expect(placed.body.total).toBe(2250.08);
    expect(
      (await customer().post('/api/coupons/validate', { code: redeemed.body.code })).body.message,
    ).toBe('This coupon code is not valid');
    expect((await visitor().get('/api/rewards')).status).toBe(401);
  });

  it("lists the club's vouchers to anyone, cacheably", async () => {
    const res = await visitor().get('/api/rewards/vouchers');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.body.data).toEqual([
      { points: 50, amount_off: 50, min_spend: 1000 },
      { points: 100, amount_off: 100, min_spend: 1500 },
      { points: 200, amount_off: 200, min_spend: 2000 },
      { points: 300, amount_off: 300, min_spend: 2800 },
    ]);
  });
});

describe('trade applications', () => {
  const application = {
    company: 'Studio North',
    name: 'Mia North',
    email: 'mia@studionorth.example',
    phone: '+1 555 0100',
    website: 'https://studionorth.example',
    business_type: 'Interior designer',
    message: 'Fitting out a hotel lobby.',
  };

  it('stores a valid application as pending and refuses invalid ones', async () => {
    const client = visitor();
    const stored = await client.post('/api/trade/applications', application);
    expect(stored.status).toBe(201);
    expect(stored.body.status).toBe('pending');
    const invalid = await client.post('/api/trade/applications', { ...application, email: 'no' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toContain('Invalid email address');
  });
});

describe('protection plan', () => {
  it('is added beside a cart, becomes a 9.99 order line at checkout, and leaves with the bought cart', async () => {
    const client = customer();
    const early = await client.post('/api/cart/protection-plan');
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('Add a product to your cart before adding the protection plan');

    await fillCart(client);
    const added = await client.post('/api/cart/protection-plan');
    expect(added.body).toMatchObject({
      name: 'Protection plan',
      price: 9.99,
      billing: 'per month',
      added: true,
    });
    const quote = await client.post('/api/checkout/quote', {});
    expect(quote.body.lines.at(-1)).toMatchObject({
      name: 'Protection plan',
      price: 9.99,
      quantity: 1,
    });
    expect(quote.body.total).toBe(2460.07);

    const placed = await checkout(client);
    expect(placed.body.total).toBe(2460.07);
    const invoice = await client.get(`/api/auth/invoice/${placed.body.invoice_id}`);
    expect(invoice.body.at(-1).product.data.attributes.name).toBe('Protection plan');
    expect((await client.get('/api/cart/protection-plan')).body.added).toBe(false);
  });
});
