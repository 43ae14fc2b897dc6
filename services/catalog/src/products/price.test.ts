import { variantPrices } from './price';

describe('variantPrices', () => {
  it('charges the sale price and shows the list price it replaces when on sale', () => {
    expect(variantPrices({ price: 200, discount_price: 150, is_discount: true })).toEqual({
      price: 200,
      discount_price: 150,
      is_discount: true,
      pay_price: 150,
      was_price: 200,
    });
  });

  it('charges the list price and hides a sale price that is not active', () => {
    expect(variantPrices({ price: 200, discount_price: 150, is_discount: false })).toEqual({
      price: 200,
      discount_price: null,
      is_discount: false,
      pay_price: 200,
      was_price: null,
    });
  });

  it('is not on sale when flagged without a sale price', () => {
    expect(variantPrices({ price: 200, discount_price: null, is_discount: true })).toMatchObject({
      is_discount: false,
      pay_price: 200,
      was_price: null,
    });
  });
});
