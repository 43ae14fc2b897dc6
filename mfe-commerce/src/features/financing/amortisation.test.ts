import {
  cartInstalment,
  financingExample,
  financingExamples,
  monthlyPayment,
} from './amortisation';

test('an interest-free plan splits the price evenly', () => {
  expect(monthlyPayment(1200, 0, 3)).toBe(400);
  expect(monthlyPayment(100, 0, 3)).toBe(33.33);
});

test('interest-bearing instalments follow the amortisation formula (textbook figures)', () => {
  // USD 1,000 over 12 months: 87.92 at 10% APR, 100.46 at 36% APR.
  expect(monthlyPayment(1000, 10, 12)).toBe(87.92);
  expect(monthlyPayment(1000, 36, 12)).toBe(100.46);
  expect(monthlyPayment(1200, 10, 6)).toBe(205.87);
  expect(monthlyPayment(1200, 36, 6)).toBe(221.52);
});

test('refuses a loan that cannot exist', () => {
  expect(() => monthlyPayment(-1, 10, 12)).toThrow(RangeError);
  expect(() => monthlyPayment(100, 10, 0)).toThrow(RangeError);
  expect(() => monthlyPayment(100, -5, 12)).toThrow(RangeError);
  expect(() => monthlyPayment(100, 10, 2.5)).toThrow(RangeError);
});

test('3 months is always 0% APR, whatever rate is asked', () => {
  expect(financingExample(1200, 3, 36)).toEqual({
    months: 3,
    apr: 0,
    monthly: 400,
    total: 1200,
    interest: 0,
  });
});

test('the worked examples for a USD 1,200 purchase', () => {
  expect(financingExamples(1200)).toEqual([
    { months: 3, apr: 0, monthly: 400, total: 1200, interest: 0 },
    { months: 6, apr: 10, monthly: 205.87, total: 1235.22, interest: 35.22 },
    { months: 6, apr: 36, monthly: 221.52, total: 1329.12, interest: 129.12 },
    { months: 12, apr: 10, monthly: 105.5, total: 1266, interest: 66 },
    { months: 12, apr: 36, monthly: 120.55, total: 1446.6, interest: 246.6 },
  ]);
});

test('the cart shows instalments from USD 50: 12 months at 10% APR', () => {
  expect(cartInstalment(49.99)).toBeNull();
  expect(cartInstalment(50)).toEqual(
    expect.objectContaining({ months: 12, apr: 10, monthly: 4.4 }),
  );
  expect(cartInstalment(1000)?.monthly).toBe(87.92);
});
