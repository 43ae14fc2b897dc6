/** A variant's stored prices, USD. */
export interface StoredPrice {
  price: number;
  discount_price: number | null;
  is_discount: boolean;
}

/** A variant's prices as the catalogue publishes them: the one rule for "on sale" in the whole shop. */
export interface VariantPrices {
  /** List price. */
  price: number;
  /** The sale price when on sale, else null. */
  discount_price: number | null;
  is_discount: boolean;
  /** What a shopper pays now. */
  pay_price: number;
  /** The price `pay_price` replaces when on sale, else null. */
  was_price: number | null;
}

/** On sale when flagged and a sale price is set; a sale price that is not active is hidden. */
export function variantPrices({ price, discount_price, is_discount }: StoredPrice): VariantPrices {
  const onSale = is_discount && discount_price !== null;
  return onSale
    ? { price, discount_price, is_discount: true, pay_price: discount_price, was_price: price }
    : { price, discount_price: null, is_discount: false, pay_price: price, was_price: null };
}
