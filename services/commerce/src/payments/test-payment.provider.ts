import { BadRequestException } from '@nestjs/common';
import { luhnValid } from './luhn';
import {
  CARD_DECLINED,
  ChargeRequest,
  ChargeResult,
  PaymentEvent,
  PaymentLookup,
  PaymentProvider,
} from './payment-provider';
import type { TestCharge } from './test-charge.schema';

/** The card number the test provider always declines (the processors' well-known "generic decline" card). */
export const DECLINED_TEST_CARD = '4000000000000002';

export const INVALID_CARD = 'The card number is not valid';
export const EXPIRED_CARD = 'The card has expired';
export const INVALID_CVC = 'The security code (CVC) must be 3 or 4 digits';

/** Where the test provider keeps its charges (the database in the service; memory in unit tests). */
export interface TestChargeBook {
  /** Records the charge unless one with its reference exists; answers the one kept. */
  record(charge: TestCharge): Promise<TestCharge>;
  find(reference: string): Promise<TestCharge | null>;
}

/** The test provider's reference for an invoice: one charge per invoice, found again by it. */
export const testReference = (invoiceId: string) => `test_${invoiceId}`;

/**
 * Test mode: no money moves. Any Luhn-valid number with a future expiry and a 3–4 digit CVC is accepted
 * (e.g. 4242 4242 4242 4242), except DECLINED_TEST_CARD, which is declined like a real refusal. Charges
 * are kept in a book, as a real provider keeps them, so an interrupted checkout can be reconciled.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test';

  constructor(
    private readonly book: TestChargeBook,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async charge({ card, invoiceId, amountCents }: ChargeRequest): Promise<ChargeResult> {
    if (!card) throw new BadRequestException('Card details are required');
    const number = card.number.replace(/[\s-]/g, '');
    if (!luhnValid(number)) throw new BadRequestException(INVALID_CARD);
    const now = this.now();
    const expiry = new Date(Date.UTC(card.exp_year, card.exp_month, 1)); // first day after the expiry month
    if (expiry.getTime() <= now.getTime()) throw new BadRequestException(EXPIRED_CARD);
    if (!/^\d{3,4}$/.test(card.cvc)) throw new BadRequestException(INVALID_CVC);
    const kept = await this.book.record({
      reference: testReference(invoiceId),
      invoice_id: invoiceId,
      amount_cents: amountCents,
      state: number === DECLINED_TEST_CARD ? 'declined' : 'succeeded',
      created_at: now,
    });
    return kept.state === 'declined'
      ? { state: 'declined', message: CARD_DECLINED, reference: kept.reference }
      : { state: 'succeeded', reference: kept.reference };
  }

  async lookup(invoiceId: string): Promise<PaymentLookup> {
    const charge = await this.book.find(testReference(invoiceId));
    return charge?.state === 'succeeded'
      ? { state: 'succeeded', reference: charge.reference }
      : { state: 'not-charged' };
  }

  async refund(): Promise<void> {
    // Nothing was taken in test mode.
  }

  parseWebhook(): PaymentEvent | null {
    throw new BadRequestException('The test payment provider has no webhooks');
  }
}
