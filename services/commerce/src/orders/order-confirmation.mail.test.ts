import { SHOPPER_ADDRESS } from '../../test/checkout-body';
import { confirmationMessage, type ConfirmationOrder } from './order-confirmation.mail';

const order = (country: string): ConfirmationOrder => ({
  invoice_id: 'SO-TEST-00000001',
  email: 'ada@example.com',
  phone: '+1 212 555 0100',
  address: { ...SHOPPER_ADDRESS, country, phone_number: '+1 212 555 0100' },
  lines: [],
  subtotal: 100,
  discount: 0,
  tax: 4,
  total: 100,
});

describe('the confirmation e-mail', () => {
  it.each(['US', 'USA', 'United States of America'])(
    'writes the country %s by the name every page writes: United States',
    (country) => {
      const { text, html } = confirmationMessage(order(country));
      expect(text).toContain('New York, NY 10014\nUnited States\nPhone: +1 212 555 0100');
      expect(html).toContain('New York, NY 10014<br>United States<br>');
    },
  );
});
