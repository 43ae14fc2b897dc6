// The coupon feature's public surface: the cart page's coupon form, and the entry the checkout's part shares.
export { CartCoupon } from './CartCoupon';
export { CouponRow } from './CouponRow';
export { useCouponEntry } from './useCouponEntry';
