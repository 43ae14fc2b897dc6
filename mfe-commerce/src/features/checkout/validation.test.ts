import { EMPTY_FORM, expiryInFuture, luhnValid, parseExpiry, validateCheckout } from './validation';

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

test('every missing field has its message', () => {
  const errors = validateCheckout({ ...EMPTY_FORM, country: '' }, new Date(2026, 0, 1));
  expect(errors).toEqual({
    email: 'Email is required',
    phone: 'Phone is required',
    first_name: 'First name is required',
    last_name: 'Last name is required',
    street_address: 'Street address is required',
    house_number: 'House number is required',
    city: 'City is required',
    state: 'State is required',
    postal_code: 'Zip code is required',
    country: 'Country is required',
    card_number: 'Card number is required',
    expiry: 'Expiry date is required',
    cvc: 'CVC is required',
  });
});
