import { COUPON_MESSAGES, couponDiscount, couponProblem, CouponTerms } from './coupon.rules';
import { affordableVouchers, pointsForTotal, voucherFor } from '../rewards';
import { taxRateFor } from '../tax';

const coupon = (overrides: Partial<CouponTerms> = {}): CouponTerms => ({
  code: 'X',
  kind: 'fixed',
  value: 35,
  min_spend: 0,
  first_purchase_only: false,
  ...overrides,
});
const ctx = {
  subtotal: 100,
  now: new Date('2026-01-01'),
  usedBefore: false,
  hasOrderedBefore: false,
};

describe('couponProblem', () => {
  it('accepts a valid coupon', () => {
    expect(couponProblem(coupon(), ctx)).toBeNull();
  });

  it('refuses expired, used, not-first, too-small and someone else’s codes', () => {
    expect(couponProblem(coupon({ expires_at: new Date('2025-12-31') }), ctx)).toBe(
      COUPON_MESSAGES.expired,
    );
    expect(couponProblem(coupon(), { ...ctx, usedBefore: true })).toBe(COUPON_MESSAGES.used);
    expect(
      couponProblem(coupon({ first_purchase_only: true }), {
        ...ctx,
        userId: 'u1',
        hasOrderedBefore: true,
      }),
    ).toBe(COUPON_MESSAGES.firstPurchase);
    expect(couponProblem(coupon({ min_spend: 1000 }), ctx)).toBe(
      'This coupon needs a minimum spend of $1000.00',
    );
    expect(couponProblem(coupon({ owner_user_id: 'u1' }), { ...ctx, userId: 'u2' })).toBe(
      COUPON_MESSAGES.notYours,
    );
    expect(couponProblem(coupon({ owner_user_id: 'u1' }), { ...ctx, userId: 'u1' })).toBeNull();
  });
});

describe('a first-purchase coupon (WELCOME35)', () => {
  const welcome = coupon({ code: 'WELCOME35', first_purchase_only: true });

  it('is a signed-in customer’s first order only: a visitor is told to sign in', () => {
    expect(couponProblem(welcome, { ...ctx, userId: 'u1' })).toBeNull();
    expect(couponProblem(welcome, ctx)).toBe(
      'Sign in or create an account to use this first-purchase coupon',
    );
  });
});

describe('a revoked voucher', () => {
  it('says it was canceled with its order, not that it was used', () => {
    expect(
      couponProblem(coupon({ owner_user_id: 'u1' }), {
        ...ctx,
        userId: 'u1',
        usedBefore: true,
        revoked: true,
      }),
    ).toBe('This voucher was canceled with the order whose points paid for it');
  });
});

describe('couponDiscount', () => {
  it('is a fixed amount or a percentage, never above the subtotal', () => {
    expect(couponDiscount({ kind: 'fixed', value: 35 }, 100)).toBe(35);
    expect(couponDiscount({ kind: 'fixed', value: 35 }, 20)).toBe(20);
    expect(couponDiscount({ kind: 'percent', value: 10 }, 1234.57)).toBe(123.46);
  });
});

describe('vouchers', () => {
  it('are the four thresholds of the spec', () => {
    expect(voucherFor(50)).toEqual({ points: 50, amount_off: 50, min_spend: 1000 });
    expect(voucherFor(100)).toEqual({ points: 100, amount_off: 100, min_spend: 1500 });
    expect(voucherFor(200)).toEqual({ points: 200, amount_off: 200, min_spend: 2000 });
    expect(voucherFor(300)).toEqual({ points: 300, amount_off: 300, min_spend: 2800 });
    expect(voucherFor(75)).toBeUndefined();
  });

  it('a balance buys the vouchers up to it; 1 point per whole dollar', () => {
    expect(affordableVouchers(199).map((v) => v.points)).toEqual([50, 100]);
    expect(affordableVouchers(49)).toEqual([]);
    expect(pointsForTotal(999.99)).toBe(999);
  });
});

describe('taxRateFor', () => {
  it('knows US states, EU countries shipped to and the UK; nothing else', () => {
    expect(taxRateFor('US', 'ny')).toBe(4);
    expect(taxRateFor('United States', 'CA')).toBe(7.25);
    expect(taxRateFor('DE', '')).toBe(19);
    expect(taxRateFor('UK', 'London')).toBe(20);
    expect(taxRateFor('US', 'XX')).toBeUndefined();
    expect(taxRateFor('JP', 'Tokyo')).toBeUndefined();
  });
});
