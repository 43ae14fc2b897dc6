/** What other modules use of rewards besides RewardsService. */
export { affordableVouchers, pointsForTotal, voucherFor } from './vouchers';
