/** The spec's order arithmetic (§3 invoice line, §9 totals and tax), in whole cents so sums never drift. */

const cents = (amount: number) => Math.round(amount * 100);

/** Shipping is always free; this is the one text that says so (quote, order answers, e-mail). */
export const SHIPPING_LABEL = 'Free premium shipping, estimated 2-5 business days';

/** tax = tax_rate (percent) × (subtotal − discount), rounded DOWN to 2 decimals. */
export function taxAmount(taxRatePercent: number, subtotal: number, discount: number): number {
  const base = cents(subtotal) - cents(discount);
  // Integer arithmetic on cents × rate in thousandths of a percent keeps e.g. 8.875% exact.
  const rateMilli = Math.round(taxRatePercent * 1000);
  return Math.floor((base * rateMilli) / 100_000) / 100;
}

/** An order's money, worked out once when it is written and stored with it (USD, the units of `total`). */
export interface OrderTotals {
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
}

/** subtotal = Σ line totals (summed in cents): what a coupon's minimum spend and percentage apply to. */
export function orderSubtotal(lines: { line_total: number }[]): number {
  return lines.reduce((sum, line) => sum + cents(line.line_total), 0) / 100;
}

/** total = subtotal − discount (shipping is shown, never added); tax on that. */
export function orderTotals(
  lines: { line_total: number }[],
  discount: number,
  taxRatePercent: number,
): OrderTotals {
  const subtotal = orderSubtotal(lines);
  return {
    subtotal,
    discount,
    tax: taxAmount(taxRatePercent, subtotal, discount),
    total: (cents(subtotal) - cents(discount)) / 100,
  };
}
