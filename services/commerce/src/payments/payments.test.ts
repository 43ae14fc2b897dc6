import Stripe from 'stripe';
import { luhnValid } from './luhn';
import { createPaymentProvider } from './payments.module';
import { StripePaymentProvider } from './stripe-payment.provider';
import {
  DECLINED_TEST_CARD,
  EXPIRED_CARD,
  INVALID_CARD,
  INVALID_CVC,
  TestChargeBook,
  TestPaymentProvider,
} from './test-payment.provider';
import type { CommerceEnv } from '../config';

/** The test provider's book in memory (the service keeps it in its database). */
function memoryBook(): TestChargeBook {
  const kept: Parameters<TestChargeBook['record']>[0][] = [];
  const find = async (reference: string) =>
    kept.find((charge) => charge.reference === reference) ?? null;
  return {
    find,
    async record(charge) {
      const existing = await find(charge.reference);
      if (existing) return existing;
      kept.push(charge);
      return charge;
    },
  };
}

describe('luhnValid', () => {
  it('accepts the well-known test numbers', () => {
    for (const number of [
      '4242424242424242',
      '5555555555554444',
      '378282246310005',
      DECLINED_TEST_CARD,
    ])
      expect(luhnValid(number)).toBe(true);
  });

  it('refuses a wrong check digit, letters and wrong lengths', () => {
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('4242a24242424242')).toBe(false);
    expect(luhnValid('42')).toBe(false);
  });
});

describe('TestPaymentProvider', () => {
  const provider = new TestPaymentProvider(memoryBook(), () => new Date('2026-11-23T00:00:00Z'));
  let invoices = 0;
  const charge = (
    card: { number: string; exp_month: number; exp_year: number; cvc: string },
    invoiceId = `SO-${++invoices}`,
  ) => provider.charge({ invoiceId, amountCents: 100, currency: 'usd', email: 'a@b.c', card });
  const visa = { number: '4242 4242 4242 4242', exp_month: 11, exp_year: 2026, cvc: '123' };

  it('accepts a valid test card', async () => {
    await expect(
      charge({ number: '4242 4242 4242 4242', exp_month: 11, exp_year: 2026, cvc: '123' }),
    ).resolves.toMatchObject({ state: 'succeeded' });
  });

  it('declines the documented card', async () => {
    await expect(
      charge({ number: '4000 0000 0000 0002', exp_month: 1, exp_year: 2030, cvc: '123' }),
    ).resolves.toMatchObject({ state: 'declined' });
  });

  it('refuses bad numbers, past expiry and bad CVC', async () => {
    await expect(
      charge({ number: '4242424242424241', exp_month: 1, exp_year: 2030, cvc: '123' }),
    ).rejects.toThrow(INVALID_CARD);
    await expect(
      charge({ number: '4242424242424242', exp_month: 10, exp_year: 2026, cvc: '123' }),
    ).rejects.toThrow(EXPIRED_CARD);
    await expect(
      charge({ number: '4242424242424242', exp_month: 1, exp_year: 2030, cvc: '12' }),
    ).rejects.toThrow(INVALID_CVC);
  });

  it('charges an invoice once: a repeated charge answers the first, and a lookup finds it', async () => {
    const first = await charge(visa, 'SO-ONCE');
    expect(await charge(visa, 'SO-ONCE')).toEqual(first);
    expect(await provider.lookup('SO-ONCE')).toEqual({
      state: 'succeeded',
      reference: 'test_SO-ONCE',
    });
  });

  it('looks up a declined or never charged invoice as not charged', async () => {
    await charge({ ...visa, number: DECLINED_TEST_CARD }, 'SO-DECLINED');
    expect(await provider.lookup('SO-DECLINED')).toEqual({ state: 'not-charged' });
    expect(await provider.lookup('SO-NEVER')).toEqual({ state: 'not-charged' });
  });
});

describe('createPaymentProvider', () => {
  const env = (values: Partial<CommerceEnv>) =>
    ({ PAYMENT_PROVIDER: 'test', ...values }) as CommerceEnv;

  it('refuses the test provider in production', () => {
    expect(() => createPaymentProvider(env({ NODE_ENV: 'production' }), memoryBook())).toThrow(
      /cannot run in production/,
    );
    expect(() => createPaymentProvider(env({ SHOP_ENV: 'production' }), memoryBook())).toThrow(
      /cannot run in production/,
    );
    expect(createPaymentProvider(env({}), memoryBook())).toBeInstanceOf(TestPaymentProvider);
  });

  it('builds Stripe only with its keys', () => {
    expect(() => createPaymentProvider(env({ PAYMENT_PROVIDER: 'stripe' }), memoryBook())).toThrow(
      /STRIPE_SECRET_KEY/,
    );
    const stripe = createPaymentProvider(
      env({
        PAYMENT_PROVIDER: 'stripe',
        NODE_ENV: 'production',
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      }),
      memoryBook(),
    );
    expect(stripe).toBeInstanceOf(StripePaymentProvider);
  });
});

describe('StripePaymentProvider webhook', () => {
  const secret = 'whsec_test_secret';
  const stripe = new Stripe('sk_test_not_used');
  const provider = new StripePaymentProvider(stripe, secret);
  const event = (type: string, metadata: Record<string, string>) =>
    JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type,
      data: {
        object: {
          id: 'pi_1',
          object: 'payment_intent',
          metadata,
          last_payment_error: { message: 'Insufficient funds' },
        },
      },
    });

  it('accepts a correctly signed event', () => {
    const payload = event('payment_intent.succeeded', { invoice_id: 'SO-1' });
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
    expect(provider.parseWebhook(Buffer.from(payload), header)).toEqual({
      invoiceId: 'SO-1',
      state: 'succeeded',
      reference: 'pi_1',
    });
  });

  it('maps a failed payment to a decline with the reason', () => {
    const payload = event('payment_intent.payment_failed', { invoice_id: 'SO-2' });
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
    expect(provider.parseWebhook(Buffer.from(payload), header)).toMatchObject({
      state: 'declined',
      message: 'Insufficient funds',
    });
  });

  it('refuses a wrong signature, a tampered body and a missing header', () => {
    const payload = event('payment_intent.succeeded', { invoice_id: 'SO-1' });
    const wrong = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    expect(() => provider.parseWebhook(Buffer.from(payload), wrong)).toThrow(
      'Invalid webhook signature',
    );
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
    expect(() =>
      provider.parseWebhook(Buffer.from(payload.replace('SO-1', 'SO-9')), header),
    ).toThrow('Invalid webhook signature');
    expect(() => provider.parseWebhook(Buffer.from(payload), undefined)).toThrow(
      'Missing Stripe-Signature header',
    );
  });

  it('ignores other event types', () => {
    const payload = event('charge.refunded', { invoice_id: 'SO-1' });
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
    expect(provider.parseWebhook(Buffer.from(payload), header)).toBeNull();
  });
});
