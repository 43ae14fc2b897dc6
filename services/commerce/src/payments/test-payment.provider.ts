import { randomBytes } from 'node:crypto';
import { BadRequestException } from '@nestjs/common';
import { luhnValid } from './luhn';
import {
  CARD_DECLINED,
  ChargeRequest,
  ChargeResult,
  PaymentEvent,
  PaymentProvider,
} from './payment-provider';

/** The card number the test provider always declines (the processors' well-known "generic decline" card). */
export const DECLINED_TEST_CARD = '4000000000000002';

export const INVALID_CARD = 'The card number is not valid';
export const EXPIRED_CARD = 'The card has expired';
export const INVALID_CVC = 'The security code (CVC) must be 3 or 4 digits';

/**
 * Test mode: no money moves. Any Luhn-valid number with a future expiry and a 3–4 digit CVC is accepted
 * (e.g. 4242 4242 4242 4242), except DECLINED_TEST_CARD, which is declined like a real refusal.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test';

  constructor(private readonly now: () => Date = () => new Date()) {}

  async charge({ card }: ChargeRequest): Promise<ChargeResult> {
    if (!card) throw new BadRequestException('Card details are required');
    const number = card.number.replace(/[\s-]/g, '');
    if (!luhnValid(number)) throw new BadRequestException(INVALID_CARD);
    const now = this.now();
    const expiry = new Date(Date.UTC(card.exp_year, card.exp_month, 1)); // first day after the expiry month
    if (expiry.getTime() <= now.getTime()) throw new BadRequestException(EXPIRED_CARD);
    if (!/^\d{3,4}$/.test(card.cvc)) throw new BadRequestException(INVALID_CVC);
    const reference = `test_${randomBytes(9).toString('base64url')}`;
    if (number === DECLINED_TEST_CARD) return { state: 'declined', message: CARD_DECLINED, reference };
    return { state: 'succeeded', reference };
  }

  async refund(): Promise<void> {
    // Nothing was taken in test mode.
  }

  parseWebhook(): PaymentEvent | null {
    throw new BadRequestException('The test payment provider has no webhooks');
  }
}
