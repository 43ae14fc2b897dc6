/** What other modules use of payments besides its module (the provider behind the token). */
export { PAYMENT_PROVIDER, type PaymentEvent, type PaymentProvider } from './payment-provider';
export { DECLINED_TEST_CARD } from './test-payment.provider';
