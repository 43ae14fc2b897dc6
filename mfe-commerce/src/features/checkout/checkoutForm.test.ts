import { ADA_ADDRESS } from './checkout.fixtures';
import {
  checkoutRequest,
  checkoutSchema,
  EMPTY_CHECKOUT,
  expiryInFuture,
  luhnValid,
  parseExpiry,
  type CheckoutValues,
} from './checkoutForm';

test('Luhn accepts the test cards and refuses a mistyped number', () => {
  expect(luhnValid('4242 4242 4242 4242')).toBe(true);
  expect(luhnValid('4000-0000-0000-0002')).toBe(true);
  expect(luhnValid('4242 4242 4242 4241')).toBe(false);
  expect(luhnValid('4242')).toBe(false);
  expect(luhnValid('abcd abcd abcd abcd')).toBe(false);
});

test('expiry: MM/YY or MM/YYYY, valid through its month', () => {
  expect(parseExpiry('04/31')).toEqual({ month: 4, year: 2031 });
  expect(parseExpiry('4 / 2031')).toEqual({ month: 4, year: 2031 });
  expect(parseExpiry('13/31')).toBeNull();
  expect(parseExpiry('0431')).toBeNull();
  const now = new Date(2026, 10, 23);
  expect(expiryInFuture({ month: 11, year: 2026 }, now)).toBe(true);
  expect(expiryInFuture({ month: 10, year: 2026 }, now)).toBe(false);
});

const messages = (values: CheckoutValues, today = new Date(2026, 0, 1)) => {
  const result = checkoutSchema(() => today).safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(
        result.error.issues.reverse().map((issue) => [issue.path.join('.'), issue.message]),
      );
};

test('every missing field has its message, under the checkout call’s name for it', () => {
  expect(
    messages({ ...EMPTY_CHECKOUT, address: { ...EMPTY_CHECKOUT.address, country: '' } }),
  ).toEqual({
    'contact.email': 'Email is required',
    'contact.phone': 'Phone is required',
    'address.first_name': 'First name is required',
    'address.last_name': 'Last name is required',
    'address.street_address': 'Street address is required',
    'address.house_number': 'House number is required',
    'address.city': 'City is required',
    'address.state': 'State is required',
    'address.postal_code': 'Zip code is required',
    'address.country': 'Country is required',
    'payment.card.number': 'Card number is required',
    'payment.card.expiry': 'Expiry date is required',
    'payment.card.cvc': 'CVC is required',
  });
});

const filled: CheckoutValues = {
  contact: { email: ' ada@example.com ', phone: '+1 212 555 0100' },
  address: ADA_ADDRESS,
  payment: { card: { number: '4242 4242 4242 4242', expiry: '12/26', cvc: '123' } },
};

test('a wrong e-mail, card, expiry or CVC says what is wrong with it', () => {
  const card = (changes: Partial<CheckoutValues['payment']['card']>) => ({
    ...filled,
    payment: { card: { ...filled.payment.card, ...changes } },
  });
  expect(messages({ ...filled, contact: { ...filled.contact, email: 'ada@' } })).toEqual({
    'contact.email': 'Invalid email address',
  });
  expect(messages(card({ number: '4242 4242 4242 4241' }))).toEqual({
    'payment.card.number': 'Enter a valid card number',
  });
  expect(messages(card({ expiry: '1226' }))).toEqual({
    'payment.card.expiry': 'Enter the expiry as MM/YY',
  });
  expect(messages(filled, new Date(2027, 0, 1))).toEqual({
    'payment.card.expiry': 'This card has expired',
  });
  expect(messages(card({ cvc: '12' }))).toEqual({
    'payment.card.cvc': 'Enter the 3 or 4 digits on the back of the card',
  });
});

test('the checked form is sent trimmed, the card’s number without spaces and its expiry split', () => {
  const checked = checkoutSchema(() => new Date(2026, 0, 1)).parse(filled);
  expect(checkoutRequest(checked, 'WELCOME35')).toEqual({
    contact: { email: 'ada@example.com', phone: '+1 212 555 0100' },
    address: ADA_ADDRESS,
    coupon_code: 'WELCOME35',
    payment: { card: { number: '4242424242424242', exp_month: 12, exp_year: 2026, cvc: '123' } },
  });
});
