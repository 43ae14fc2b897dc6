/** The rewards club's vouchers (accounts spec §9): points spent → dollars off an order from a minimum spend. */
export interface RewardVoucher {
  points: number;
  amountOff: number;
  minSpend: number;
}

export const REWARD_VOUCHERS: readonly RewardVoucher[] = [
  { points: 50, amountOff: 50, minSpend: 1000 },
  { points: 100, amountOff: 100, minSpend: 1500 },
  { points: 200, amountOff: 200, minSpend: 2000 },
  { points: 300, amountOff: 300, minSpend: 2800 },
];

/** The vouchers a points balance can buy. */
export const vouchersWithin = (balance: number) => REWARD_VOUCHERS.filter((voucher) => voucher.points <= balance);

/** The largest voucher usable on an order of this subtotal (USD), or null under the smallest minimum spend. */
export function bestVoucherFor(subtotal: number, balance = Number.POSITIVE_INFINITY): RewardVoucher | null {
  const usable = REWARD_VOUCHERS.filter((voucher) => voucher.minSpend <= subtotal && voucher.points <= balance);
  return usable.length ? usable[usable.length - 1] : null;
}

/** Ways to earn points (accounts spec §9). */
export const EARN_POINTS = [
  { points: '250', what: 'Sign up' },
  { points: '150', what: 'Leave a photo or video review' },
  { points: '50', what: 'Follow, share or tag us on social media' },
  { points: '50', what: 'Celebrate your birthday' },
  { points: '1', what: 'For every $1 you spend' },
  { points: '50', what: 'Refer a friend' },
] as const;
