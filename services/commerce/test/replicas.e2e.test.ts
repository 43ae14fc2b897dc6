import { randomBytes, randomUUID } from 'node:crypto';
import type { CatalogProduct } from '../src/catalog-client';
import { CHECKOUT_FAILPOINTS, type Failpoint } from '../src/failpoints';
import { CatalogStub, catalogId, FIXTURE_PRODUCTS, IDS, TULIP_TABLE } from './catalog-stub';
import { checkoutBody } from './checkout-body';
import { Browser, buildService, Replica, ReplicaSet } from './replicas';

/**
 * Two (and, for the crash tests, three) commerce processes started from the built service on one
 * database, each request of a burst sent to the other replica in turn, as behind a load balancer.
 */

jest.setTimeout(180_000);

/** Products enough for a cart of many different lines. */
const MANY_PRODUCTS: CatalogProduct[] = Array.from({ length: 20 }, (_, i) => ({
  ...TULIP_TABLE,
  id: catalogId(100 + i),
  slug: `product-${i}`,
  name: `Product ${i}`,
  variants: [{ ...TULIP_TABLE.variants[0], id: catalogId(200 + i) }],
}));

const RECONCILE_AFTER_MS = 8000;

let stub: CatalogStub;
let set: ReplicaSet;
let a: Replica;
let b: Replica;

beforeAll(async () => {
  buildService();
  stub = await new CatalogStub().start([...FIXTURE_PRODUCTS, ...MANY_PRODUCTS]);
  set = await new ReplicaSet().start(stub);
  const shared = {
    CHECKOUT_RECONCILE_AFTER_MS: String(RECONCILE_AFTER_MS),
    CHECKOUT_RECONCILE_INTERVAL_MS: '500',
    // 16 adds to one cart take the cart's lease in turn; on a loaded 2-core CI machine that queue outlasts
    // the shop's 5 s wait, and the 503s it then answers are refusals, not lost adds. What this suite proves is
    // that no acknowledged add is lost, so it waits as long as the queue needs.
    CART_LEASE_WAIT_MS: '60000',
  };
  [a, b] = await Promise.all([set.replica(shared), set.replica(shared)]);
});

afterAll(async () => {
  await set?.stop();
  await stub?.stop();
});

const both = () => [a, b];
const customer = () => {
  const browser = new Browser();
  const userId = randomBytes(12).toString('hex');
  browser.signIn(set.sessions, userId, set.secret);
  return Object.assign(browser, { userId });
};

const orderBody = (email: string, coupon_code?: string) =>
  checkoutBody(coupon_code ? { coupon_code } : {}, email);

async function fillCart(browser: Browser, replica: Replica) {
  const added = await browser.request(replica, 'POST', '/api/cart/items', {
    productId: IDS.lounge,
    variantId: IDS.loungeBlack,
    quantity: 1,
  });
  expect(added.status).toBe(200);
}

const orders = () => set.db.collection('orders');

describe('two replicas', () => {
  it('spend a balance once: parallel redemptions issue one voucher and never go below zero', async () => {
    for (let round = 0; round < 4; round++) {
      const shopper = customer();
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          shopper.request(both()[i % 2], 'POST', '/api/rewards/redeem', { voucher: 200 }),
        ),
      );
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      expect(
        answers.filter((answer) => answer.status === 400).map((answer) => answer.body.message),
      ).toEqual(Array(11).fill('Not enough points for this voucher'));
      const summary = await shopper.request(a, 'GET', '/api/rewards');
      expect(summary.body.balance).toBe(50);
      expect(
        await set.db.collection('coupons').countDocuments({ owner_user_id: shopper.userId }),
      ).toBe(1);
      const balances = await set.db
        .collection('points_ledger')
        .find({ user_id: shopper.userId })
        .toArray();
      expect(balances.every((entry) => entry.balance >= 0)).toBe(true);
    }
  });

  /** A customer with a paid, still pending order of the lounge chair ($999.99: 999 points, 1249 in all). */
  async function customerWithOrder() {
    const shopper = customer();
    await fillCart(shopper, a);
    const placed = await shopper.request(
      b,
      'POST',
      '/api/checkout',
      orderBody(`points-${randomUUID()}@example.com`),
      { headers: { 'Idempotency-Key': randomUUID() } },
    );
    expect(placed.status).toBe(200);
    expect((await shopper.request(a, 'GET', '/api/rewards')).body.balance).toBe(1249);
    return Object.assign(shopper, { invoiceId: placed.body.invoice_id as string });
  }
  const cancel = (shopper: Awaited<ReturnType<typeof customerWithOrder>>, replica: Replica) =>
    shopper.request(replica, 'PATCH', '/api/transaction', {
      transactionId: shopper.invoiceId,
      status: 'Canceled',
    });
  const ledger = (userId: string) =>
    set.db.collection('points_ledger').find({ user_id: userId }).toArray();
  /** Bought vouchers not revoked: a revocation claims the voucher's use as `revoked:<order>`. */
  async function liveVoucherPoints(userId: string) {
    const bought = (await ledger(userId)).filter((entry) => entry.voucher);
    const revoked = await set.db
      .collection('coupon_uses')
      .find({ code: { $in: bought.map((entry) => entry.voucher.code) }, invoice_id: /^revoked:/ })
      .toArray();
    const gone = new Set(revoked.map((use) => use.code));
    return bought
      .filter((entry) => !gone.has(entry.voucher.code))
      .reduce((sum, entry) => sum - entry.points, 0);
  }

  it('take a canceled order’s points back: the voucher they bought is revoked, the balance never below zero', async () => {
    const shopper = await customerWithOrder();
    const voucher = await shopper.request(b, 'POST', '/api/rewards/redeem', { voucher: 300 });
    expect(voucher.status).toBe(200);
    expect((await shopper.request(a, 'GET', '/api/rewards')).body.balance).toBe(949);

    const canceled = await cancel(shopper, a);
    expect(canceled.status).toBe(200);
    expect(canceled.body.status).toBe('Canceled');
    const summary = await shopper.request(b, 'GET', '/api/rewards');
    expect(summary.body.balance).toBe(250);
    expect((await ledger(shopper.userId)).every((entry) => entry.balance >= 0)).toBe(true);

    // The voucher is dead on a later cart big enough for it (3 × $999.99 ≥ $2800).
    await shopper.request(a, 'POST', '/api/cart/items', {
      productId: IDS.lounge,
      variantId: IDS.loungeBlack,
      quantity: 3,
    });
    const later = await shopper.request(b, 'POST', '/api/coupons/validate', {
      code: voucher.body.code,
    });
    expect(later.status).toBe(400);
    expect(later.body.message).toBe(
      'This voucher was canceled with the order whose points paid for it',
    );
  });

  it('refuse a cancel whose points paid for a voucher already used, and change nothing', async () => {
    const shopper = await customerWithOrder();
    const vouchers = [];
    for (const replica of [a, b, a, b])
      vouchers.push(
        (await shopper.request(replica, 'POST', '/api/rewards/redeem', { voucher: 300 })).body,
      );
    // Three of them used by orders elsewhere (the use a checkout claims), one still unused.
    await set.db.collection('coupon_uses').insertMany(
      vouchers.slice(0, 3).map((voucher, i) => ({
        code: voucher.code,
        customer: `user:${shopper.userId}`,
        invoice_id: `SO-ELSEWHERE-${i}`,
      })),
    );
    const refused = await cancel(shopper, b);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'The points of this order paid for a voucher you have used, so it can no longer be canceled here. Please contact us.',
    );
    expect((await orders().findOne({ invoice_id: shopper.invoiceId }))!.status).toBe('pending');
    expect((await shopper.request(a, 'GET', '/api/rewards')).body.balance).toBe(49);
    expect(await liveVoucherPoints(shopper.userId)).toBe(1200);
  });

  it('keep points and vouchers whole when redemptions race a cancel on both replicas', async () => {
    for (let round = 0; round < 3; round++) {
      const shopper = await customerWithOrder();
      const answers = await Promise.all([
        cancel(shopper, both()[round % 2]),
        ...Array.from({ length: 6 }, (_, i) =>
          shopper.request(both()[i % 2], 'POST', '/api/rewards/redeem', { voucher: 200 }),
        ),
      ]);
      expect(answers[0].status).toBe(200);
      const entries = await ledger(shopper.userId);
      expect(entries.every((entry) => entry.balance >= 0)).toBe(true);
      const balance = (await shopper.request(b, 'GET', '/api/rewards')).body.balance;
      // Without the order, only the 250 sign-up points paid: what is left plus every live voucher.
      expect(balance + (await liveVoucherPoints(shopper.userId))).toBe(250);
    }
  });

  it('keep every acknowledged cart add: 16 parallel adds after a first one, for a visitor and a customer', async () => {
    for (const shopper of [new Browser(), customer()]) {
      await fillCart(shopper, a);
      const adds = await Promise.all(
        MANY_PRODUCTS.slice(0, 16).map((product, i) =>
          shopper.request(both()[i % 2], 'POST', '/api/cart/items', {
            productId: product.id,
            quantity: 1,
          }),
        ),
      );
      expect(adds.map((answer) => answer.status)).toEqual(Array(16).fill(200));
      const cart = await shopper.request(b, 'GET', '/api/cart');
      expect(cart.body.lines).toHaveLength(17);
    }
  });

  it.each([
    ['a visitor', () => new Browser()],
    ['a customer', customer],
  ])(
    'answer a lost checkout answer for %s with the same order, readable again, mailed once',
    async (_, shopper) => {
      const browser = shopper();
      await fillCart(browser, a);
      const key = randomUUID();
      const body = orderBody(`lost-${randomUUID()}@example.com`);
      const lost = await browser.request(a, 'POST', '/api/checkout', body, {
        headers: { 'Idempotency-Key': key },
        keepCookies: false,
      });
      expect(lost.status).toBe(200);

      const retry = await browser.request(b, 'POST', '/api/checkout', body, {
        headers: { 'Idempotency-Key': key },
      });
      expect(retry.status).toBe(200);
      expect(retry.body.invoice_id).toBe(lost.body.invoice_id);
      const invoiceId = lost.body.invoice_id;
      // What /thankyou loads: the invoice, readable with the cookie the retry set.
      const invoice = await browser.request(a, 'GET', `/api/auth/invoice/${invoiceId}`);
      expect(invoice.status).toBe(200);
      expect(invoice.body[0].totals).toMatchObject({
        subtotal: 999.99,
        discount: 0,
        total: 999.99,
      });

      expect(await orders().countDocuments({ email: body.contact.email })).toBe(1);
      expect(
        await set.db.collection('order_placed_events').countDocuments({ invoice_id: invoiceId }),
      ).toBe(1);
      expect(set.mailsFor(invoiceId)).toBe(1);
    },
  );
});

describe('a replica killed at each step of checkout', () => {
  /** Settled: no longer unsettled, as the retry or the reconciler on the surviving replica leaves it. */
  async function settled(invoiceId: string) {
    const deadline = Date.now() + RECONCILE_AFTER_MS * 5;
    for (;;) {
      const order = await orders().findOne({ invoice_id: invoiceId });
      if (order && !order.unsettled) return order;
      if (Date.now() > deadline)
        throw new Error(`Order ${invoiceId} was never settled: ${JSON.stringify(order)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  /** Exactly one paid order or none; never a charge without a paid order, never a stuck cart. */
  async function expectWhole(browser: Browser, email: string) {
    const placed = await orders().find({ email }).toArray();
    const paid = placed.filter((order) => order.payment?.state === 'succeeded');
    expect(paid.length).toBeLessThanOrEqual(1);
    const charged = await set.db
      .collection('test_payments')
      .find({ invoice_id: { $in: placed.map((order) => order.invoice_id) }, state: 'succeeded' })
      .toArray();
    expect(charged.map((charge) => charge.invoice_id)).toEqual(
      paid.map((order) => order.invoice_id),
    );
    for (const order of placed) expect(order.unsettled).toBeUndefined();
    const uses = await set.db
      .collection('coupon_uses')
      .countDocuments({ customer: `email:${email}` });
    expect(uses).toBe(paid.length);
    if (paid.length === 1) {
      expect((await browser.request(b, 'GET', '/api/cart')).body.lines).toHaveLength(0);
      expect(set.mailsFor(paid[0].invoice_id)).toBe(1);
    } else {
      // The cart is free again: a new checkout of it goes through.
      const again = await browser.request(
        b,
        'POST',
        '/api/checkout',
        orderBody(email, 'MIDCENTURY10'),
        {
          headers: { 'Idempotency-Key': randomUUID() },
        },
      );
      expect(again.status).toBe(200);
    }
    return paid.length;
  }

  async function crashAt(failpoint: Failpoint) {
    const doomed = await set.replica({ SOHNNE_FAILPOINT: failpoint });
    const browser = new Browser();
    await fillCart(browser, b);
    const email = `crash-${randomUUID()}@example.com`;
    const key = randomUUID();
    const body = orderBody(email, 'MIDCENTURY10');
    await expect(
      browser.request(doomed, 'POST', '/api/checkout', body, {
        headers: { 'Idempotency-Key': key },
      }),
    ).rejects.toThrow();
    await doomed.exited;
    const [order] = await orders().find({ email }).toArray();
    return { browser, email, key, body, order };
  }

  it.each(CHECKOUT_FAILPOINTS)(
    '%s: the retry with the same key ends in one paid order',
    async (failpoint) => {
      const { browser, email, key, body } = await crashAt(failpoint);
      const retry = await browser.request(b, 'POST', '/api/checkout', body, {
        headers: { 'Idempotency-Key': key },
      });
      expect(retry.status).toBe(200);
      await settled(retry.body.invoice_id);
      expect(await expectWhole(browser, email)).toBe(1);
    },
  );

  it.each(CHECKOUT_FAILPOINTS)(
    '%s: without a retry, the reconciler settles it with the provider',
    async (failpoint) => {
      const { browser, email, order } = await crashAt(failpoint);
      expect(order.unsettled).toBe(true);
      const after = await settled(order.invoice_id);
      const charged =
        failpoint === 'checkout:after-charge' || failpoint === 'checkout:after-payment-recorded';
      expect(after.payment.state).toBe(charged ? 'succeeded' : 'failed');
      expect(await expectWhole(browser, email)).toBe(charged ? 1 : 0);
    },
  );
});
