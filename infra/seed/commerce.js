'use strict';
// Seed of the commerce service's database: exchange rates (units per 1 USD), coupons and the demo
// customer's orders (one in every status). Idempotent: upserts by code and by invoice id.
const { DEMO_USER_ID, DEMO_CUSTOMER } = require('./account');
const { productDocs } = require('./catalog');
// A demo order holds what checkout would have stored: the catalogue's answer for each product (its own
// mapper, so its published price), made into order lines, totals and points by commerce's own rules. From
// their builds (`npm start` and `npm run test:api` build before they seed; the services' tests map these
// to the sources).
const { toProductDto } = require('@sohnne/catalog-service/dist/products/product.mapper');
const { priceCart } = require('@sohnne/commerce-service/dist/cart/cart.pricing');
const { orderLinesOf } = require('@sohnne/commerce-service/dist/orders/order-lines');
const { orderTotals } = require('@sohnne/commerce-service/dist/orders/order.rules');
const { pointsForTotal } = require('@sohnne/commerce-service/dist/rewards/vouchers');
const { taxRateFor } = require('@sohnne/commerce-service/dist/tax/tax-rates');

const CURRENCY_RATES = [
  { code: 'EUR', rate: 0.92 },
  { code: 'GBP', rate: 0.79 },
];

const COUPONS = [
  // Spec §9: the sign-up reward, $35 off the first purchase.
  { code: 'WELCOME35', kind: 'fixed', value: 35, min_spend: 0, first_purchase_only: true },
  { code: 'MIDCENTURY10', kind: 'percent', value: 10, min_spend: 500, first_purchase_only: false },
  { code: 'TRADE15', kind: 'percent', value: 15, min_spend: 2000, first_purchase_only: false },
  {
    code: 'SUMMER2024',
    kind: 'fixed',
    value: 100,
    min_spend: 1000,
    first_purchase_only: false,
    expires_at: new Date('2024-09-01T00:00:00Z'),
  },
];

const DEMO_ADDRESS = {
  first_name: DEMO_CUSTOMER.first_name,
  last_name: DEMO_CUSTOMER.last_name,
  street_address: 'Bleecker Street',
  house_number: '350',
  city: 'New York',
  state: 'NY',
  postal_code: '10014',
  country: 'US',
  phone_number: '+1 212 555 0134',
};

/** [status, days ago, [product index, variant index, quantity][], what happened after 'pending'] */
const DEMO_ORDERS = [
  ['pending', 1, [[0, 0, 1]], []],
  ['paid', 3, [[1, 0, 2]], ['paid']],
  [
    'processing',
    6,
    [
      [2, 0, 1],
      [3, 0, 1],
    ],
    ['paid', 'processing'],
  ],
  ['shipped', 12, [[4, 0, 1]], ['paid', 'processing', 'shipped']],
  ['delivered', 40, [[5, 0, 1]], ['paid', 'processing', 'shipped', 'delivered']],
  ['Canceled', 20, [[6, 0, 1]], ['Canceled']],
  ['DECLINED', 25, [[7, 0, 1]], ['DECLINED']],
];

const NOTES = {
  paid: 'Payment confirmed',
  processing: 'Being prepared at the warehouse',
  shipped: 'Handed to the courier',
  delivered: 'Delivered',
  Canceled: 'Canceled by the customer',
  DECLINED: 'Your card was declined. Please use another card.',
};

/** The catalogue's products as commerce reads them from its API, by id. */
const catalogueOf = (products) =>
  new Map(products.map((product) => toProductDto(product)).map((dto) => [dto.id, dto]));

function demoOrder([status, daysAgo, items, steps], index, products, catalogue) {
  const invoiceId = `SO-DEMO-${String(index + 1).padStart(4, '0')}`;
  const createdAt = new Date(Date.UTC(2025, 5, 30) - daysAgo * 24 * 60 * 60 * 1000);
  const cartLines = items.map(([productIndex, variantIndex, quantity], n) => ({
    id: `${invoiceId}-${n + 1}`,
    product_id: products[productIndex]._id.toHexString(),
    variant_id: products[productIndex].variants[variantIndex]._id.toHexString(),
    quantity,
  }));
  const lines = orderLinesOf(priceCart(cartLines, catalogue), catalogue, false);
  const taxRate = taxRateFor(DEMO_ADDRESS.country, DEMO_ADDRESS.state);
  const history = [{ status: 'pending', at: createdAt, note: 'Order received' }].concat(
    steps.map((step, n) => ({
      status: step,
      at: new Date(createdAt.getTime() + (n + 1) * 24 * 60 * 60 * 1000),
      note: NOTES[step],
    })),
  );
  const paid = status !== 'DECLINED';
  const totals = orderTotals(lines, 0, taxRate);
  return {
    invoice_id: invoiceId,
    idempotency_key: `seed:${invoiceId}`,
    cart_id: 'seed',
    user_id: DEMO_USER_ID,
    status,
    history,
    email: DEMO_CUSTOMER.email,
    phone: DEMO_ADDRESS.phone_number,
    address: DEMO_ADDRESS,
    lines,
    ...totals,
    tax_rate: taxRate,
    currency: 'USD',
    payment: paid
      ? { provider: 'test', state: 'succeeded', reference: `test_seed_${index + 1}` }
      : { provider: 'test', state: 'declined', message: NOTES.DECLINED },
    points_earned: paid && status !== 'Canceled' ? pointsForTotal(totals.total) : 0,
    created_at: createdAt,
  };
}

module.exports = {
  dbName: 'sohnne_commerce',
  COUPONS,
  /** @param {import('mongodb').Db} db */
  async seed(db) {
    const rates = db.collection('currency_rates');
    await rates.createIndex({ code: 1 }, { unique: true });
    for (const { code, rate } of CURRENCY_RATES) {
      await rates.updateOne({ code }, { $set: { rate } }, { upsert: true });
    }

    const coupons = db.collection('coupons');
    await coupons.createIndex({ code: 1 }, { unique: true });
    for (const coupon of COUPONS) {
      await coupons.updateOne(
        { code: coupon.code },
        { $set: coupon, $setOnInsert: { created_at: new Date('2025-01-01T00:00:00Z') } },
        { upsert: true },
      );
    }

    const orders = db.collection('orders');
    await orders.createIndex({ invoice_id: 1 }, { unique: true });
    await orders.createIndex({ idempotency_key: 1 }, { unique: true });
    const products = productDocs();
    const catalogue = catalogueOf(products);
    const demoOrders = DEMO_ORDERS.map((row, index) => demoOrder(row, index, products, catalogue));
    const entries = db.collection('reward_entries');
    await entries.createIndex({ key: 1 }, { unique: true });
    for (const order of demoOrders) {
      await orders.updateOne({ invoice_id: order.invoice_id }, { $set: order }, { upsert: true });
      if (order.points_earned > 0) {
        const key = `order:${order.invoice_id}`;
        const entry = {
          user_id: DEMO_USER_ID,
          key,
          points: order.points_earned,
          reason: `Order ${order.invoice_id}`,
        };
        await entries.updateOne(
          { key },
          { $set: { ...entry, created_at: order.created_at } },
          { upsert: true },
        );
      }
    }
    return {
      currency_rates: CURRENCY_RATES.length,
      coupons: COUPONS.length,
      orders: demoOrders.length,
    };
  },
};
