import { orderTotals, taxAmount } from './order.rules';

describe('taxAmount', () => {
  it('is tax_rate × (subtotal − discount) rounded DOWN to 2 decimals', () => {
    // 1,234.57 × 8.875% = 109.5680875 → 109.56 (rounding to nearest would give 109.57)
    expect(taxAmount(8.875, 1234.57, 0)).toBe(109.56);
    // 100.99 × 7.25% = 7.321775 → 7.32; never rounded up
    expect(taxAmount(7.25, 100.99, 0)).toBe(7.32);
    // 19.99 × 6% = 1.1994 → 1.19
    expect(taxAmount(6, 19.99, 0)).toBe(1.19);
  });

  it('taxes the subtotal after the discount', () => {
    expect(taxAmount(10, 1035, 35)).toBe(100);
    expect(taxAmount(0, 500, 0)).toBe(0);
  });
});

describe('orderTotals', () => {
  it('is the money an order stores: Σ line totals, the discount, tax on the discounted amount, total', () => {
    const lines = [{ line_total: 1999.98 }, { line_total: 450.1 }];
    expect(orderTotals(lines, 35, 8.875)).toEqual({
      subtotal: 2450.08,
      discount: 35,
      tax: 214.33,
      total: 2415.08,
    });
  });

  it('sums in cents', () => {
    // 0.1 + 0.2 is 0.30000000000000004 in floating point.
    const lines = [{ line_total: 0.1 }, { line_total: 0.2 }];
    expect(orderTotals(lines, 0, 0).total).toBe(0.3);
  });

  it('is 0 for no lines', () => {
    expect(orderTotals([], 0, 10)).toEqual({ subtotal: 0, discount: 0, tax: 0, total: 0 });
  });
});
