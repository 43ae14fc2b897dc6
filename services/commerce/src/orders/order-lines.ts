import type { PricedCart } from '../cart';
import type { CatalogProduct } from '../catalog-client';
import { protectionPlanLine } from './protection-plan-line';
import type { OrderLine } from './order.schema';

/**
 * A priced cart as an order's lines: each product as the catalogue has it now (the invoice's snapshot),
 * then the protection plan when the cart has it. An order's subtotal is summed from these, so the coupon
 * check and checkout read the same one. No line to buy, no plan either: an empty list.
 */
export function orderLinesOf(
  priced: PricedCart,
  products: Map<string, CatalogProduct>,
  withPlan: boolean,
): OrderLine[] {
  const lines: OrderLine[] = [];
  for (const line of priced.lines) {
    const product = products.get(line.productId);
    const variant = product?.variants.find((v) => v.id === line.variantId);
    if (!product || !variant) continue;
    lines.push({
      id: line.id,
      price: line.unitPrice,
      quantity: line.quantity,
      line_total: line.lineTotal,
      coupon_value: 0,
      product: {
        id: product.id,
        name: product.name,
        slug: product.slug,
        variants: product.variants.map((v) => ({
          id: v.id,
          type: v.type,
          value: v.value,
          price: v.price,
          discount_price: v.discount_price,
          is_discount: v.is_discount,
          gallery: v.gallery ?? [],
        })),
        product_variants: [
          { id: variant.id, type: variant.type, value: variant.value, price: line.unitPrice },
        ],
      },
    });
  }
  if (lines.length > 0 && withPlan) lines.push(protectionPlanLine());
  return lines;
}
