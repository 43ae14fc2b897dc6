import Stripe from 'stripe';
import { luhnValid } from './luhn';
import { createPaymentProvider } from './payments.module';
import { StripePaymentProvider } from './stripe-payment.provider';
import {
  DECLINED_TEST_CARD,
  EXPIRED_CARD,
  INVALID_CARD,
  INVALID_CVC,
  TestPaymentProvider,
} from './test-payment.provider';
import type { CommerceEnv } from '../config';

describe('luhnValid', () => {
  it('accepts the well-known test numbers', () => {
    for (const number of ['4242424242424242', '5555555555554444', '378282246310005', DECLINED_TEST_CARD])
      expect(luhnValid(number)).toBe(true);
  });

  it('refuses a wrong check digit, letters and wrong lengths', () => {
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('4242a24242424242')).toBe(false);
    expect(luhnValid('42')).toBe(false);
  });
});

describe('TestPaymentProvider', () => {
  const provider = new TestPaymentProvider(() => new Date('2026-11-23T00:00:00Z'));
  const charge = (card: { number: string; exp_month: number; exp_year: number; cvc: string }) =>
    provider.charge({ invoiceId: 'SO-1', amountCents: 100, currency: 'usd', email: 'a@b.c', card });

  it('accepts a valid test card', async () => {
    await expect(charge({ number: '4242 4242 4242 4242', exp_month: 11, exp_year: 2026, cvc: '123' })).resolves.toMatchObject({ state: 'succeeded' });
  });

  it('declines the documented card', async () => {
    await expect(charge({ number: '4000 0000 0000 0002', exp_month: 1, exp_year: 2030, cvc: '123' })).resolves.toMatchObject({ state: 'declined' });
  });

  it('refuses bad numbers, past expiry and bad CVC', async () => {
    await expect(charge({ number: '4242424242424241', exp_month: 1, exp_year: 2030, cvc: '123' })).rejects.toThrow(INVALID_CARD);
    await expect(charge({ number: '4242424242424242', exp_month: 10, exp_year: 2026, cvc: '123' })).rejects.toThrow(EXPIRED_CARD);
    await expect(charge({ number: '4242424242424242', exp_month: 1, exp_year: 2030, cvc: '12' })).rejects.toThrow(INVALID_CVC);
  });
});

describe('createPaymentProvider', () => {
  const env = (values: Partial<CommerceEnv>) => ({ PAYMENT_PROVIDER: 'test', ...values }) as CommerceEnv;

  it('refuses the test provider in production', () => {
    expect(() => createPaymentProvider(env({ NODE_ENV: 'production' }))).toThrow(/cannot run in production/);
    expect(() => createPaymentProvider(env({ SHOP_ENV: 'production' }))).toThrow(/cannot run in production/);
    expect(createPaymentProvider(env({}))).toBeInstanceOf(TestPaymentProvider);
  });

  it('builds Stripe only with its keys', () => {
    expect(() => createPaymentProvider(env({ PAYMENT_PROVIDER: 'stripe' }))).toThrow(/STRIPE_SECRET_KEY/);
    const stripe = createPaymentProvider(
      env({ PAYMENT_PROVIDER: 'stripe', NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }),
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
      data: { object: { id: 'pi_1', object: 'payment_intent', metadata, last_payment_error: { message: 'Insufficient funds' } } },
    });

  it('accepts a correctly signed event', () => {
    const payload = event('payment_intent.succeeded', { invoice_id: 'SO-1' });
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
    expect(provider.parseWebhook(Buffer.from(payload), header)).toEqual({ invoiceId: 'SO-1', state: 'succeeded', reference: 'pi_1' });
  });

  it('maps a failed payment to a decline with the reason', () => {
    const payload = event('payment_intent.payment_failed', { invoice_id: 'SO-2' });
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
    expect(provider.parseWebhook(Buffer.from(payload), header)).toMatchObject({ state: 'declined', message: 'Insufficient funds' });
  });

  it('refuses a wrong signature, a tampered body and a missing header', () => {
    const payload = event('payment_intent.succeeded', { invoice_id: 'SO-1' });
    const wrong = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    expect(() => provider.parseWebhook(Buffer.from(payload), wrong)).toThrow('Invalid webhook signature');
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
    expect(() => provider.parseWebhook(Buffer.from(payload.replace('SO-1', 'SO-9')), header)).toThrow('Invalid webhook signature');
    expect(() => provider.parseWebhook(Buffer.from(payload), undefined)).toThrow('Missing Stripe-Signature header');
  });

  it('ignores other event types', () => {
    const payload = event('charge.refunded', { invoice_id: 'SO-1' });
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
    expect(provider.parseWebhook(Buffer.from(payload), header)).toBeNull();
  });
});
