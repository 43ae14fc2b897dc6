import { formatOrderDate, statusTone } from './orderFormat';

describe('order formatting', () => {
  it("prints dates like '05 Jan 2024'", () => {
    expect(formatOrderDate('2024-01-05T10:00:00.000Z')).toBe('05 Jan 2024');
    expect(formatOrderDate('2025-12-31T23:59:00.000Z')).toBe('31 Dec 2025');
    expect(formatOrderDate('not a date')).toBe('');
  });

  it.each([
    ['pending', 'pending'],
    ['Canceled', 'failed'],
    ['DECLINED', 'failed'],
    ['paid', 'done'],
    ['shipped', 'done'],
    ['delivered', 'done'],
  ])('colours %s as %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });
});
