import { Module } from '@nestjs/common';
import { SERVICE_ENV } from '@sohnne/service-kit';
import Stripe from 'stripe';
import type { CommerceEnv } from '../config';
import { PAYMENT_PROVIDER, PaymentProvider } from './payment-provider';
import { StripePaymentProvider } from './stripe-payment.provider';
import { TestPaymentProvider } from './test-payment.provider';

/** The configured provider. The test provider refuses to start in a production shop. */
export function createPaymentProvider(env: CommerceEnv): PaymentProvider {
  if (env.PAYMENT_PROVIDER === 'stripe') {
    if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET)
      throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
    return new StripePaymentProvider(new Stripe(env.STRIPE_SECRET_KEY), env.STRIPE_WEBHOOK_SECRET);
  }
  if (env.NODE_ENV === 'production' || env.SHOP_ENV === 'production')
    throw new Error(
      'The test payment provider cannot run in production: set PAYMENT_PROVIDER=stripe with its keys',
    );
  return new TestPaymentProvider();
}

@Module({
  providers: [
    { provide: PAYMENT_PROVIDER, inject: [SERVICE_ENV], useFactory: createPaymentProvider },
  ],
  exports: [PAYMENT_PROVIDER],
})
export class PaymentsModule {}
