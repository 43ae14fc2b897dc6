// The checkout call's body as a shopper's browser sends it, for the service's tests.

export const SHOPPER_ADDRESS = {
  first_name: 'Ada',
  last_name: 'Shopper',
  street_address: 'Bleecker Street',
  house_number: '350',
  city: 'New York',
  state: 'NY',
  postal_code: '10014',
  country: 'US',
};

/** The test card (accepted; '4000 0000 0000 0002' is declined, a bad Luhn digit is refused). */
export const testCard = (number = '4242 4242 4242 4242') => ({
  number,
  exp_month: 12,
  exp_year: 2099,
  cvc: '123',
});

/** A checkout body; `overrides` replace or add top-level fields (coupon_code, address, payment, …). */
export const checkoutBody = (
  overrides: Record<string, unknown> = {},
  email = 'ada@example.com',
) => ({
  contact: { email, phone: '+1 212 555 0100' },
  address: SHOPPER_ADDRESS,
  payment: { card: testCard() },
  ...overrides,
});
