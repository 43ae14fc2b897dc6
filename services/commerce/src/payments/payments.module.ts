import { Module } from '@nestjs/common';
import { getModelToken, MongooseModule } from '@nestjs/mongoose';
import { isDuplicateKey, SERVICE_ENV } from '@sohnne/service-kit';
import type { Model } from 'mongoose';
import Stripe from 'stripe';
import type { CommerceEnv } from '../config';
import { PAYMENT_PROVIDER, PaymentProvider } from './payment-provider';
import { StripePaymentProvider } from './stripe-payment.provider';
import { TestCharge, TestChargeSchema } from './test-charge.schema';
import { TestChargeBook, TestPaymentProvider } from './test-payment.provider';

/** The test provider's charges in the service's database (one per reference, by the unique index). */
export function databaseChargeBook(charges: Model<TestCharge>): TestChargeBook {
  const find = (reference: string) => charges.findOne({ reference }).lean<TestCharge>().exec();
  return {
    find,
    async record(charge) {
      try {
        await charges.create(charge);
        return charge;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        const kept = await find(charge.reference);
        if (!kept) throw error;
        return kept;
      }
    },
  };
}

/** The configured provider. The test provider refuses to start in a production shop. */
export function createPaymentProvider(
  env: CommerceEnv,
  testCharges: TestChargeBook,
): PaymentProvider {
  if (env.PAYMENT_PROVIDER === 'stripe') {
    if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET)
      throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
    return new StripePaymentProvider(new Stripe(env.STRIPE_SECRET_KEY), env.STRIPE_WEBHOOK_SECRET);
  }
  if (env.NODE_ENV === 'production' || env.SHOP_ENV === 'production')
    throw new Error(
      'The test payment provider cannot run in production: set PAYMENT_PROVIDER=stripe with its keys',
    );
  return new TestPaymentProvider(testCharges);
}

@Module({
  imports: [MongooseModule.forFeature([{ name: TestCharge.name, schema: TestChargeSchema }])],
  providers: [
    {
      provide: PAYMENT_PROVIDER,
      inject: [SERVICE_ENV, getModelToken(TestCharge.name)],
      useFactory: (env: CommerceEnv, charges: Model<TestCharge>) =>
        createPaymentProvider(env, databaseChargeBook(charges)),
    },
  ],
  exports: [PAYMENT_PROVIDER],
})
export class PaymentsModule {}
