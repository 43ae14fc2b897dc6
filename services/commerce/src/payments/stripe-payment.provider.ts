import { BadRequestException } from '@nestjs/common';
import Stripe from 'stripe';
import {
  CARD_DECLINED,
  ChargeRequest,
  ChargeResult,
  PaymentEvent,
  PaymentLookup,
  PaymentProvider,
} from './payment-provider';

/**
 * Stripe payment intents. The browser makes a PaymentMethod with Stripe.js (card data never reaches this
 * service); checkout confirms an intent for the server's total. Final states arrive by the signed webhook.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe';

  constructor(
    private readonly stripe: Stripe,
    private readonly webhookSecret: string,
  ) {}

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    if (!request.paymentMethodId) throw new BadRequestException('paymentMethodId is required');
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: request.currency,
          payment_method: request.paymentMethodId,
          confirm: true,
          receipt_email: request.email,
          metadata: { invoice_id: request.invoiceId },
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        },
        { idempotencyKey: `charge-${request.invoiceId}` },
      );
      if (intent.status === 'succeeded') return { state: 'succeeded', reference: intent.id };
      return {
        state: 'processing',
        reference: intent.id,
        clientSecret: intent.client_secret ?? undefined,
      };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError)
        return { state: 'declined', message: error.message || CARD_DECLINED };
      throw error;
    }
  }

  /** By the invoice id in the intent's metadata (what a charge interrupted before its answer left behind). */
  async lookup(invoiceId: string): Promise<PaymentLookup> {
    const found = await this.stripe.paymentIntents.search({
      query: `metadata['invoice_id']:'${invoiceId.replace(/[^\w-]/g, '')}'`,
      limit: 10,
    });
    const paid = found.data.find((intent) => intent.status === 'succeeded');
    if (paid) return { state: 'succeeded', reference: paid.id };
    const open = found.data.some((intent) =>
      ['processing', 'requires_action', 'requires_capture'].includes(intent.status),
    );
    return open ? { state: 'processing' } : { state: 'not-charged' };
  }

  async refund(reference: string): Promise<void> {
    await this.stripe.refunds.create({ payment_intent: reference });
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent | null {
    if (!signature) throw new BadRequestException('Missing Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    } catch {
      throw new BadRequestException('Invalid webhook signature');
    }
    if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed')
      return null;
    const intent = event.data.object;
    const invoiceId = intent.metadata?.invoice_id;
    if (!invoiceId) return null;
    return event.type === 'payment_intent.succeeded'
      ? { invoiceId, state: 'succeeded', reference: intent.id }
      : {
          invoiceId,
          state: 'declined',
          reference: intent.id,
          message: intent.last_payment_error?.message ?? CARD_DECLINED,
        };
  }
}
