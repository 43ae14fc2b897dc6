import type { InvoiceLine } from '@sohnne/contracts';

/** The confirmation page's arithmetic (spec §3 invoice line, §9 totals and tax), in whole cents. */

const cents = (amount: number) => Math.round(amount * 100);

type PricedLine = Pick<InvoiceLine, 'price' | 'product'>;

/**
 * A line's unit price: its own price when the product has product variants; otherwise the first variant's
 * discounted price if discounted, else that variant's price.
 */
export function linePrice(line: PricedLine): number {
  const { variants, product_variants } = line.product.data.attributes;
  if (product_variants.length > 0 || variants.length === 0) return line.price;
  const first = variants[0];
  return first.is_discount && first.discount_price != null ? first.discount_price : first.price;
}

/** Σ price × quantity. */
export function subtotalOf(lines: (PricedLine & Pick<InvoiceLine, 'quantity'>)[]): number {
  return lines.reduce((sum, line) => sum + cents(linePrice(line)) * line.quantity, 0) / 100;
}

/** The discount: the first line's coupon_value. */
export function discountOf(lines: Pick<InvoiceLine, 'coupon_value'>[]): number {
  return lines[0]?.coupon_value ?? 0;
}

/** total = Σ price × quantity − the first line's coupon_value (shipping is shown, never added). */
export function orderTotal(lines: (PricedLine & Pick<InvoiceLine, 'quantity' | 'coupon_value'>)[]): number {
  return (cents(subtotalOf(lines)) - cents(discountOf(lines))) / 100;
}

/** tax = tax_rate (percent) × (subtotal − discount), rounded DOWN to 2 decimals. */
export function taxAmount(taxRatePercent: number, subtotal: number, discount: number): number {
  const base = cents(subtotal) - cents(discount);
  // Cents × the rate in thousandths of a percent: integers, so 8.875 % stays exact.
  const rateMilli = Math.round(taxRatePercent * 1000);
  return Math.floor((base * rateMilli) / 100_000) / 100;
}

export interface InvoiceTotals {
  subtotal: number;
  discount: number;
  tax: number;
  shipping: number;
  total: number;
}

export function invoiceTotals(lines: InvoiceLine[]): InvoiceTotals {
  const subtotal = subtotalOf(lines);
  const discount = discountOf(lines);
  return { subtotal, discount, tax: taxAmount(lines[0]?.tax_rate ?? 0, subtotal, discount), shipping: 0, total: orderTotal(lines) };
}

/** The GA4 `purchase` event: value = total − coupon, in USD. */
export function purchaseEvent(invoiceId: string, lines: InvoiceLine[]) {
  const totals = invoiceTotals(lines);
  const coupon = totals.discount;
  return {
    transaction_id: invoiceId,
    value: (cents(totals.total) - cents(coupon)) / 100,
    currency: 'USD',
    tax: totals.tax,
    shipping: totals.shipping,
    ...(coupon > 0 ? { coupon_value: coupon } : {}),
    items: lines.map((line) => ({
      item_id: line.product.data.id,
      item_name: line.product.data.attributes.name,
      price: linePrice(line),
      quantity: line.quantity,
    })),
  };
}

const UTM_KEY = /^utm_[a-z0-9_]{1,40}$/;

/** The landing campaign parameters the shell keeps in the `sohnne_utm` cookie (URL-encoded JSON), or {}. */
export function readUtmCookie(cookie: string): Record<string, string> {
  const entry = cookie.split(/;\s*/).find((part) => part.startsWith('sohnne_utm='));
  if (!entry) return {};
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(entry.slice('sohnne_utm='.length)));
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (pair): pair is [string, string] => UTM_KEY.test(pair[0]) && typeof pair[1] === 'string' && pair[1].length <= 200,
      ),
    );
  } catch {
    return {};
  }
}

const SENT_KEY = 'sohnne_purchase_sent';

/** The order ids whose purchase event this browser already sent. */
export function sentPurchases(storage: Pick<Storage, 'getItem'>): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SENT_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Remembers an order id (the last 50 are kept). */
export function markPurchaseSent(storage: Pick<Storage, 'getItem' | 'setItem'>, invoiceId: string) {
  const ids = sentPurchases(storage).filter((id) => id !== invoiceId);
  ids.push(invoiceId);
  storage.setItem(SENT_KEY, JSON.stringify(ids.slice(-50)));
}
