import type { CheckoutRequest } from '@sohnne/contracts';
import { ADDRESS_REQUIRED, addressLinesShape, EMPTY_ADDRESS_LINES } from '@sohnne/platform';
import { emailField } from '@sohnne/ui';
import { z } from 'zod';

/*
 * The checkout form: the checkout call's own shape (contact, address, payment.card), so a refused field
 * named by the server ('address.postal_code') is the form's field of that name. The card's expiry is typed
 * as MM/YY and sent as month and year. The commerce service checks everything again.
 */

/** The Luhn checksum of a card number (spaces and dashes ignored). */
export function luhnValid(input: string): boolean {
  const digits = input.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** 'MM/YY' or 'MM/YYYY' → month and four-digit year, or null. */
export function parseExpiry(input: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** A card is valid through the last day of its expiry month. */
export function expiryInFuture(expiry: { month: number; year: number }, now: Date): boolean {
  return (
    expiry.year > now.getFullYear() ||
    (expiry.year === now.getFullYear() && expiry.month >= now.getMonth() + 1)
  );
}

const required = (message: string) => z.string().trim().min(1, message);

/** The checkout form's checks and messages; `today` dates the card's expiry check. */
export function checkoutSchema(today: () => Date = () => new Date()) {
  return z.object({
    contact: z.object({
      email: required('Email is required').pipe(emailField('Invalid email address')),
      phone: required(ADDRESS_REQUIRED.phone),
    }),
    address: z.object({
      ...addressLinesShape(required),
      postal_code: required(ADDRESS_REQUIRED.postal_code),
    }),
    payment: z.object({
      card: z.object({
        number: required('Card number is required').pipe(
          z.string().refine(luhnValid, 'Enter a valid card number'),
        ),
        expiry: required('Expiry date is required').pipe(
          z.string().superRefine((input, context) => {
            const expiry = parseExpiry(input);
            if (!expiry) context.addIssue({ code: 'custom', message: 'Enter the expiry as MM/YY' });
            else if (!expiryInFuture(expiry, today()))
              context.addIssue({ code: 'custom', message: 'This card has expired' });
          }),
        ),
        cvc: required('CVC is required').pipe(
          z.string().regex(/^\d{3,4}$/, 'Enter the 3 or 4 digits on the back of the card'),
        ),
      }),
    }),
  });
}

export type CheckoutValues = z.infer<ReturnType<typeof checkoutSchema>>;

export const EMPTY_CHECKOUT: CheckoutValues = {
  contact: { email: '', phone: '' },
  address: { ...EMPTY_ADDRESS_LINES, postal_code: '', country: 'US' },
  payment: { card: { number: '', expiry: '', cvc: '' } },
};

/** The checked form as the checkout call takes it (the card's number without spaces, its expiry split). */
export function checkoutRequest(values: CheckoutValues, coupon?: string): CheckoutRequest {
  const { number, expiry, cvc } = values.payment.card;
  const { month, year } = parseExpiry(expiry)!;
  return {
    contact: values.contact,
    address: values.address,
    coupon_code: coupon,
    payment: {
      card: { number: number.replace(/[\s-]/g, ''), exp_month: month, exp_year: year, cvc },
    },
  };
}

/** One key per checkout attempt (kept across retries of that attempt). */
export function newIdempotencyKey(): string {
  const random = globalThis.crypto?.randomUUID?.();
  return random ?? `co-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
