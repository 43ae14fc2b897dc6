/** What checkout sends to the payment provider: the amount is the server's total, never the browser's. */
export interface ChargeRequest {
  invoiceId: string;
  amountCents: number;
  currency: 'usd';
  email: string;
  card?: { number: string; exp_month: number; exp_year: number; cvc: string };
  /** A provider's own payment method reference (e.g. Stripe's pm_…), made in the browser by its SDK. */
  paymentMethodId?: string;
}

/** succeeded: money taken; declined: refused (message for the shopper); processing: a webhook decides. */
export type ChargeResult =
  | { state: 'succeeded'; reference: string }
  | { state: 'processing'; reference: string; clientSecret?: string }
  | { state: 'declined'; message: string; reference?: string };

/** A webhook event, after its signature was verified. */
export interface PaymentEvent {
  invoiceId: string;
  state: 'succeeded' | 'declined';
  reference: string;
  message?: string;
}

/** What the provider knows of an order's payment, asked when a checkout was interrupted. */
export type PaymentLookup =
  { state: 'succeeded'; reference: string } | { state: 'processing' } | { state: 'not-charged' };

export interface PaymentProvider {
  readonly name: string;
  /** Charges once per invoice id: a repeated call answers the first charge's result. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** The payment of an invoice, looked up at the provider (by the invoice id the charge carried). */
  lookup(invoiceId: string): Promise<PaymentLookup>;
  refund(reference: string): Promise<void>;
  /** Verifies a webhook's signature; throws when it is not genuine. Null for events it does not handle. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent | null;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');
export const CARD_DECLINED = 'Your card was declined. Please use another card.';
