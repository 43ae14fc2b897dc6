/** The spec's order arithmetic (§3 invoice line, §9 totals and tax), in whole cents so sums never drift. */

const cents = (amount: number) => Math.round(amount * 100);

/** Shipping is always free; this is the one text that says so (quote, order answers, e-mail). */
export const SHIPPING_LABEL = 'Free premium shipping, estimated 2-5 business days';

export interface RuleVariant {
  price: number;
  discount_price: number | null;
  is_discount: boolean;
}

export interface RuleLine {
  price: number;
  quantity: number;
  coupon_value: number;
  product: { data: { attributes: { variants: RuleVariant[]; product_variants: unknown[] } } };
}

/**
 * A line's unit price: its own price when the product has product variants; otherwise the first variant's
 * discounted price if discounted, else that variant's price.
 */
export function linePrice(line: Pick<RuleLine, 'price' | 'product'>): number {
  const { variants, product_variants } = line.product.data.attributes;
  if (product_variants.length > 0 || variants.length === 0) return line.price;
  const first = variants[0];
  return first.is_discount && first.discount_price != null ? first.discount_price : first.price;
}

/** Σ price × quantity of the lines. */
export function subtotalOf(lines: Pick<RuleLine, 'price' | 'product' | 'quantity'>[]): number {
  return lines.reduce((sum, line) => sum + cents(linePrice(line)) * line.quantity, 0) / 100;
}

/** The order's discount: the first line's coupon_value (the whole coupon is recorded there). */
export function discountOf(lines: Pick<RuleLine, 'coupon_value'>[]): number {
  return lines[0]?.coupon_value ?? 0;
}

/** total = Σ price × quantity − the first line's coupon_value. Shipping is shown, never added. */
export function orderTotal(lines: RuleLine[]): number {
  return (cents(subtotalOf(lines)) - cents(discountOf(lines))) / 100;
}

/** tax = tax_rate (percent) × (subtotal − discount), rounded DOWN to 2 decimals. */
export function taxAmount(taxRatePercent: number, subtotal: number, discount: number): number {
  const base = cents(subtotal) - cents(discount);
  // Integer arithmetic on cents × rate in thousandths of a percent keeps e.g. 8.875% exact.
  const rateMilli = Math.round(taxRatePercent * 1000);
  return Math.floor((base * rateMilli) / 100_000) / 100;
}

/** An order's money, as every answer shows it (USD, the units of `total`). */
export interface OrderTotals {
  subtotal: number;
  discount: number;
  tax: number;
  shipping_label: string;
  total: number;
}

export function orderTotals(lines: RuleLine[], taxRatePercent: number): OrderTotals {
  const subtotal = subtotalOf(lines);
  const discount = discountOf(lines);
  return {
    subtotal,
    discount,
    tax: taxAmount(taxRatePercent, subtotal, discount),
    shipping_label: SHIPPING_LABEL,
    total: orderTotal(lines),
  };
}
