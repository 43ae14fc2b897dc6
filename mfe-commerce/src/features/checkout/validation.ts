/** Client-side checks of the checkout form; the commerce service checks everything again. */

export interface CheckoutForm {
  email: string;
  phone: string;
  first_name: string;
  last_name: string;
  street_address: string;
  house_number: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  card_number: string;
  expiry: string;
  cvc: string;
}

export type CheckoutErrors = Partial<Record<keyof CheckoutForm, string>>;

export const EMPTY_FORM: CheckoutForm = {
  email: '',
  phone: '',
  first_name: '',
  last_name: '',
  street_address: '',
  house_number: '',
  city: '',
  state: '',
  postal_code: '',
  country: 'US',
  card_number: '',
  expiry: '',
  cvc: '',
};

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

const REQUIRED: [keyof CheckoutForm, string][] = [
  ['phone', 'Phone is required'],
  ['first_name', 'First name is required'],
  ['last_name', 'Last name is required'],
  ['street_address', 'Street address is required'],
  ['house_number', 'House number is required'],
  ['city', 'City is required'],
  ['state', 'State is required'],
  ['postal_code', 'Zip code is required'],
  ['country', 'Country is required'],
];

export function validateCheckout(form: CheckoutForm, now: Date): CheckoutErrors {
  const errors: CheckoutErrors = {};
  if (!form.email.trim()) errors.email = 'Email is required';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim()))
    errors.email = 'Invalid email address';
  for (const [field, message] of REQUIRED) if (!form[field].trim()) errors[field] = message;
  if (!form.card_number.trim()) errors.card_number = 'Card number is required';
  else if (!luhnValid(form.card_number)) errors.card_number = 'Enter a valid card number';
  const expiry = parseExpiry(form.expiry);
  if (!form.expiry.trim()) errors.expiry = 'Expiry date is required';
  else if (!expiry) errors.expiry = 'Enter the expiry as MM/YY';
  else if (!expiryInFuture(expiry, now)) errors.expiry = 'This card has expired';
  if (!form.cvc.trim()) errors.cvc = 'CVC is required';
  else if (!/^\d{3,4}$/.test(form.cvc.trim()))
    errors.cvc = 'Enter the 3 or 4 digits on the back of the card';
  return errors;
}

/** One key per checkout attempt (kept across retries of that attempt). */
export function newIdempotencyKey(): string {
  const random = globalThis.crypto?.randomUUID?.();
  return random ?? `co-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
