import { useMoney } from '@sohnne/platform';
import { Price } from '@sohnne/ui';

/**
 * The two prices a card or the product page shows (of the catalogue's published prices): what the shopper
 * pays and, when on sale, the price it replaces. The catalogue alone decides whether something is on sale.
 */
export interface DisplayedPrice {
  pay_price: number;
  was_price: number | null;
}

/** Whether to show a Sale badge: the catalogue published a price that the pay price replaces. */
export const isOnSale = (price: DisplayedPrice): boolean => price.was_price !== null;

/** What the shopper pays, with the price it replaces struck through before it when on sale. */
export function PayPrice({ price }: { price: DisplayedPrice }) {
  const format = useMoney();
  return price.was_price === null ? (
    <Price list={format(price.pay_price)} />
  ) : (
    <Price list={format(price.was_price)} sale={format(price.pay_price)} />
  );
}
