import { variantLabel } from '../cart';
import { SHIPPING_LABEL } from './order.rules';
import type { OrderDocument, OrderLine } from './order.schema';

type StoredOrder = Pick<
  OrderDocument,
  | 'invoice_id'
  | 'status'
  | 'created_at'
  | 'email'
  | 'address'
  | 'lines'
  | 'subtotal'
  | 'discount'
  | 'tax'
  | 'total'
  | 'tax_rate'
  | 'history'
>;

/** The order's money as stored when it was written (the pages, the invoice and the e-mail show these). */
const totalsOf = ({ subtotal, discount, tax, total }: StoredOrder) => ({
  subtotal,
  discount,
  tax,
  shipping_label: SHIPPING_LABEL,
  total,
});

export function toOrderRow(order: StoredOrder) {
  const [first, ...rest] = order.lines;
  const name = first?.product.name ?? '';
  return {
    invoice_id: order.invoice_id,
    created_at: order.created_at,
    status: order.status,
    item: rest.length ? `${name} + ${rest.length} more` : name,
    total: order.total,
  };
}

/** Who ordered and where it goes: the order detail and the invoice write these on every line. */
function customerOf({ address, email }: StoredOrder) {
  return {
    first_name: address.first_name,
    last_name: address.last_name,
    user_email: email,
    address: [
      {
        street_address: address.street_address,
        house_number: address.house_number,
        city: address.city,
        state: address.state,
        postal_code: address.postal_code,
        country: address.country,
        phone_number: address.phone_number,
      },
    ],
  };
}

/** A line's money as stored when the order was written. */
const lineMoneyOf = ({ price, quantity, line_total, coupon_value }: OrderLine) => ({
  price,
  quantity,
  line_total,
  coupon_value,
});

export function toDetailLines(order: StoredOrder) {
  const customer = customerOf(order);
  const totals = totalsOf(order);
  return order.lines.map((line) => ({
    id: line.id,
    invoice_id: order.invoice_id,
    created_at: order.created_at,
    status: order.status,
    ...lineMoneyOf(line),
    product: line.product.name,
    variant_combination: variantLabel(...line.product.product_variants),
    ...customer,
    totals,
  }));
}

export function toInvoiceLines(order: StoredOrder) {
  const customer = customerOf(order);
  const totals = totalsOf(order);
  return order.lines.map((line) => ({
    invoice_id: order.invoice_id,
    status: order.status,
    ...customer,
    ...lineMoneyOf(line),
    tax_rate: order.tax_rate,
    product: {
      data: {
        id: line.product.id,
        attributes: {
          name: line.product.name,
          slug: line.product.slug,
          variants: line.product.variants,
          product_variants: line.product.product_variants,
        },
      },
    },
    totals,
  }));
}

export function toTracking(order: StoredOrder) {
  return {
    invoice_id: order.invoice_id,
    status: order.status,
    created_at: order.created_at,
    history: order.history.map(({ status, at, note }) => ({ status, at, note })),
  };
}
