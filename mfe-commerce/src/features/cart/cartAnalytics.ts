import type { CartLine } from './cartApi';

/** Cart lines as the analytics events' `items` (view_cart, remove_from_cart), in USD. */
export function analyticsItems(lines: CartLine[]) {
  return lines.map((line) => ({
    item_id: line.productId,
    item_variant: line.variantId,
    item_name: line.name,
    price: line.unitPrice,
    quantity: line.quantity,
  }));
}
