import type { ShippingAddress } from '@sohnne/platform';
import type { FakePlatform } from '@sohnne/web-testing';
import { server } from '@sohnne/web-testing';
import { http, HttpResponse } from 'msw';
import { platformPricingInCodes, renderAt } from '../../test/render';
import type { CheckoutSettings, Quote } from './checkoutApi';

/** The shopper's shipping address in the checkout tests. */
export const ADA_ADDRESS: ShippingAddress = {
  first_name: 'Ada',
  last_name: 'Shopper',
  street_address: 'Bleecker Street',
  house_number: '350',
  city: 'New York',
  state: 'NY',
  postal_code: '10014',
  country: 'US',
};

/** The server's quote for one walnut lounge chair, taxed in New York. */
export const quote: Quote = {
  lines: [
    {
      id: 'l1',
      productId: 'p1',
      variantId: 'v1',
      name: 'Lounge Chair',
      variantLabel: 'Color: Walnut',
      price: 1200,
      quantity: 1,
      lineTotal: 1200,
    },
  ],
  subtotal: 1200,
  discount: 0,
  tax_rate: 8.875,
  tax: 106.5,
  shipping: 0,
  shipping_label: 'Free premium shipping, estimated 2-5 business days',
  total: 1200,
  currency: 'USD',
};

const settings: CheckoutSettings = {
  payment_provider: 'test',
  test_mode: true,
  accepted_test_cards: ['4242 4242 4242 4242'],
  declined_test_cards: ['4000 0000 0000 0002'],
  tracking_url: 'http://localhost:3005',
};

/** The commerce service answers the checkout's settings and this quote. */
export function serveCheckout(answer: Quote = quote) {
  server.use(
    http.get('/api/checkout/settings', () => HttpResponse.json(settings)),
    http.post('/api/checkout/quote', () => HttpResponse.json(answer)),
  );
}

/** /checkout with a platform that prints prices as `USD 12.34`. */
export const renderCheckout = (platform: FakePlatform = platformPricingInCodes()) =>
  renderAt('/checkout', platform);
