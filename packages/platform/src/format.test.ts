import { formatCurrencyAmount, formatLongUsDate, groupThousands } from './format';

// Node's Intl (full ICU) is the reference: the text must not change for shoppers.
const intl = (currency: string, fractionDigits: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });

describe('formatCurrencyAmount', () => {
  const amounts = [
    0,
    0.01,
    0.1,
    0.5,
    1,
    9.99,
    12.3,
    99.995,
    100,
    999.99,
    1000,
    1234.56,
    12345.6,
    100000,
    999999.99,
    1234567.89,
    -0.01,
    -5,
    -1234.56,
    24.5 * 0.92,
    1499 * 0.79,
    3 * 0.1,
  ];
  it.each([
    ['USD', '$'],
    ['EUR', '€'],
    ['GBP', '£'],
  ])('writes %s amounts as Intl en-US does, to cents and to whole units', (code, symbol) => {
    for (const amount of amounts) {
      // Amounts are rounded to the shown digits first, as formatMoney always did (+ 0: no '-$0.00').
      expect(formatCurrencyAmount(amount, symbol)).toBe(
        intl(code, 2).format(Math.round(amount * 100) / 100 + 0),
      );
      expect(formatCurrencyAmount(amount, symbol, 0)).toBe(
        intl(code, 0).format(Math.round(amount) + 0),
      );
    }
  });

  it('gives no minus sign to an amount that rounds to zero', () => {
    expect(formatCurrencyAmount(-0.004, '$')).toBe('$0.00');
  });
});

describe('groupThousands', () => {
  it('separates thousands with commas', () => {
    expect([0, 7, 999, 1000, 12345, 1234567].map(groupThousands)).toEqual([
      '0',
      '7',
      '999',
      '1,000',
      '12,345',
      '1,234,567',
    ]);
  });
});

describe('formatLongUsDate', () => {
  const intlDate = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  it('writes every month and day as Intl en-US does, in UTC', () => {
    for (let day = 0; day < 366; day += 7) {
      const date = new Date(Date.UTC(2025, 0, 1 + day, 23, 30));
      expect(formatLongUsDate(date)).toBe(intlDate.format(date));
    }
  });
});
