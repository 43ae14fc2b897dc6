import type { InvoiceLine } from './thankyouApi';

/** Invoice lines for the tests, in the service's shape. */
type Variant = InvoiceLine['product']['data']['attributes']['variants'][number];

function variant(price: number, discount_price: number | null, is_discount: boolean): Variant {
  return {
    id: 'v',
    type: 'Color',
    value: 'Walnut',
    price,
    discount_price,
    is_discount,
    gallery: [],
  };
}

export function invoiceLine(
  overrides: Partial<InvoiceLine> & {
    variants?: Variant[];
    productVariants?: number;
    id?: string;
  } = {},
): InvoiceLine {
  const {
    variants = [variant(100, null, false)],
    productVariants = 0,
    id = 'p1',
    ...rest
  } = overrides;
  return {
    invoice_id: 'INV-1',
    status: 'paid',
    first_name: 'Dana',
    last_name: 'Miller',
    user_email: 'dana@example.test',
    price: 100,
    quantity: 1,
    line_total: 100,
    coupon_value: 0,
    tax_rate: 0,
    totals: { subtotal: 100, discount: 0, tax: 0, shipping_label: 'Free', total: 100 },
    address: [
      {
        phone_number: '555-0100',
        street_address: 'Elm Street',
        house_number: '12',
        city: 'Springfield',
        state: 'NY',
        postal_code: '10001',
        country: 'US',
      },
    ],
    product: {
      data: {
        id,
        attributes: {
          name: 'Lounge Chair',
          slug: 'lounge-chair',
          variants,
          product_variants: Array.from({ length: productVariants }, (_, index) => ({
            id: `pv${index}`,
            type: 'Leather',
            value: 'Black',
            price: 10,
          })),
        },
      },
    },
    ...rest,
  };
}
