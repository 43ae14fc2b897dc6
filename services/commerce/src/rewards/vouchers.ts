/** The rewards club's vouchers (spec §9): points spent → dollars off, from a minimum spend. */
export interface Voucher {
  points: number;
  amount_off: number;
  min_spend: number;
}

export const VOUCHERS: readonly Voucher[] = [
  { points: 50, amount_off: 50, min_spend: 1000 },
  { points: 100, amount_off: 100, min_spend: 1500 },
  { points: 200, amount_off: 200, min_spend: 2000 },
  { points: 300, amount_off: 300, min_spend: 2800 },
];

export const SIGN_UP_POINTS = 250;

export const voucherFor = (points: number) => VOUCHERS.find((v) => v.points === points);

/** Vouchers a balance can buy. */
export const affordableVouchers = (balance: number) => VOUCHERS.filter((v) => v.points <= balance);

/** Points for a paid order: 1 per whole dollar. */
export const pointsForTotal = (total: number) => Math.max(0, Math.floor(total));
