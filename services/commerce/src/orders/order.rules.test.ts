import {
  discountOf,
  linePrice,
  orderTotal,
  orderTotals,
  SHIPPING_LABEL,
  subtotalOf,
  taxAmount,
} from './order.rules';

const variant = (price: number, discount_price: number | null = null) => ({
  price,
  discount_price,
  is_discount: discount_price !== null,
});

const line = (
  price: number,
  quantity: number,
  variants: ReturnType<typeof variant>[],
  product_variants: unknown[] = [],
  coupon_value = 0,
) => ({
  price,
  quantity,
  coupon_value,
  product: { data: { attributes: { variants, product_variants } } },
});

describe('linePrice', () => {
  it("is the line's own price when the product has product variants", () => {
    expect(
      linePrice(line(1499, 1, [variant(1299, 999)], [{ type: 'Leather', value: 'Tan' }])),
    ).toBe(1499);
  });

  it("otherwise the first variant's discounted price when discounted, else its price", () => {
    expect(linePrice(line(1499, 1, [variant(1299, 999), variant(5)]))).toBe(999);
    expect(linePrice(line(1499, 1, [variant(1299), variant(5, 1)]))).toBe(1299);
  });
});

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

describe('orderTotal', () => {
  it("is Σ price × quantity minus the first line's coupon_value", () => {
    const lines = [
      line(999.99, 2, [variant(1299, 999.99)], [{}], 35),
      line(450.1, 1, [variant(450.1)], [{}], 0),
    ];
    expect(subtotalOf(lines)).toBe(2450.08);
    expect(discountOf(lines)).toBe(35);
    expect(orderTotal(lines)).toBe(2415.08);
  });

  it("ignores other lines' coupon_value and sums in cents", () => {
    const lines = [line(0.1, 3, [variant(0.1)], [{}], 0), line(0.7, 7, [variant(0.7)], [{}], 99)];
    expect(orderTotal(lines)).toBe(5.2);
  });

  it('is 0 for no lines', () => {
    expect(orderTotal([])).toBe(0);
  });
});

describe('orderTotals', () => {
  it('is the money every order answer shows: subtotal, discount, tax on the discounted amount, total', () => {
    const lines = [
      line(999.99, 2, [variant(1299, 999.99)], [{}], 35),
      line(450.1, 1, [variant(450.1)], [{}]),
    ];
    expect(orderTotals(lines, 8.875)).toEqual({
      subtotal: 2450.08,
      discount: 35,
      tax: 214.33,
      shipping_label: SHIPPING_LABEL,
      total: 2415.08,
    });
  });
});
