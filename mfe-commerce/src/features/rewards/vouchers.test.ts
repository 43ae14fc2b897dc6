import { bestVoucherFor, REWARD_VOUCHERS, vouchersWithin } from './vouchers';

test('the four vouchers of the spec', () => {
  expect(REWARD_VOUCHERS.map((v) => [v.points, v.amountOff, v.minSpend])).toEqual([
    [50, 50, 1000],
    [100, 100, 1500],
    [200, 200, 2000],
    [300, 300, 2800],
  ]);
});

test('a balance buys the vouchers up to its points', () => {
  expect(vouchersWithin(0)).toEqual([]);
  expect(vouchersWithin(49)).toEqual([]);
  expect(vouchersWithin(50).map((v) => v.points)).toEqual([50]);
  expect(vouchersWithin(250).map((v) => v.points)).toEqual([50, 100, 200]);
  expect(vouchersWithin(300).map((v) => v.points)).toEqual([50, 100, 200, 300]);
});

test('the minimum spend decides which voucher an order can use, at each threshold', () => {
  expect(bestVoucherFor(999.99)).toBeNull();
  expect(bestVoucherFor(1000)?.amountOff).toBe(50);
  expect(bestVoucherFor(1499.99)?.amountOff).toBe(50);
  expect(bestVoucherFor(1500)?.amountOff).toBe(100);
  expect(bestVoucherFor(2000)?.amountOff).toBe(200);
  expect(bestVoucherFor(2799.99)?.amountOff).toBe(200);
  expect(bestVoucherFor(2800)?.amountOff).toBe(300);
  expect(bestVoucherFor(5000, 250)?.amountOff).toBe(200);
  expect(bestVoucherFor(5000, 49)).toBeNull();
});
