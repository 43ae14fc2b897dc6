import type { InvoiceLine } from './thankyouApi';

/*
 * What the confirmation page reports: the GA4 purchase event (from the server's totals, never recomputed),
 * the campaign parameters it posts, and which orders this browser already reported.
 */

/**
 * The GA4 `purchase` event. The spec's value, "total minus coupon", is the order's stored total: the
 * server's order rules take the coupon off the subtotal once, and /thankyou shows that same total.
 */
export function purchaseEvent(invoiceId: string, lines: InvoiceLine[]) {
  const { total, discount, tax } = lines[0].totals;
  return {
    transaction_id: invoiceId,
    value: total,
    currency: 'USD',
    tax,
    shipping: 0,
    ...(discount > 0 ? { coupon_value: discount } : {}),
    items: lines.map((line) => ({
      item_id: line.product.data.id,
      item_name: line.product.data.attributes.name,
      price: line.price,
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
        (pair): pair is [string, string] =>
          UTM_KEY.test(pair[0]) && typeof pair[1] === 'string' && pair[1].length <= 200,
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
