/** Coupon rules, pure: whether a coupon applies to a subtotal, and the discount it gives. */
export interface CouponTerms {
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  min_spend: number;
  expires_at?: Date | null;
  first_purchase_only: boolean;
  owner_user_id?: string | null;
}

export interface CouponContext {
  subtotal: number;
  now: Date;
  userId?: string;
  usedBefore: boolean;
  /** The use is a revocation: a rewards voucher canceled with the order whose points paid for it. */
  revoked?: boolean;
  hasOrderedBefore: boolean;
}

export const COUPON_MESSAGES = {
  unknown: 'This coupon code is not valid',
  expired: 'This coupon has expired',
  used: 'You have already used this coupon',
  revoked: 'This voucher was canceled with the order whose points paid for it',
  firstPurchase: 'This coupon is only for your first purchase',
  firstPurchaseSignedIn: 'Sign in or create an account to use this first-purchase coupon',
  notYours: 'This coupon code is not valid',
  minSpend: (min: number) => `This coupon needs a minimum spend of $${min.toFixed(2)}`,
};

/** A voucher is revoked by claiming its one use under this mark, so no checkout can claim it after. */
export const revocationOf = (invoiceId: string) => `revoked:${invoiceId}`;
export const isRevocation = (use: string) => use.startsWith('revoked:');

/** The reason a coupon does not apply, or null when it does. */
export function couponProblem(coupon: CouponTerms, ctx: CouponContext): string | null {
  if (coupon.owner_user_id && coupon.owner_user_id !== ctx.userId) return COUPON_MESSAGES.notYours;
  if (coupon.expires_at && coupon.expires_at.getTime() <= ctx.now.getTime())
    return COUPON_MESSAGES.expired;
  if (ctx.revoked) return COUPON_MESSAGES.revoked;
  if (ctx.usedBefore) return COUPON_MESSAGES.used;
  // A visitor's e-mail is free to mint, so a first purchase is a customer's (an account is one per e-mail).
  if (coupon.first_purchase_only && !ctx.userId) return COUPON_MESSAGES.firstPurchaseSignedIn;
  if (coupon.first_purchase_only && ctx.hasOrderedBefore) return COUPON_MESSAGES.firstPurchase;
  if (ctx.subtotal < coupon.min_spend) return COUPON_MESSAGES.minSpend(coupon.min_spend);
  return null;
}

/** The discount in USD: never more than the subtotal. Percentages round to the cent. */
export function couponDiscount(
  coupon: Pick<CouponTerms, 'kind' | 'value'>,
  subtotal: number,
): number {
  const subtotalCents = Math.round(subtotal * 100);
  const off =
    coupon.kind === 'percent'
      ? Math.round((subtotalCents * coupon.value) / 100)
      : Math.round(coupon.value * 100);
  return Math.min(off, subtotalCents) / 100;
}
