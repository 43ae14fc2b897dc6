import { PROTECTION_PLAN } from '../protection-plan';
import type { OrderLine } from './order.schema';

/** The plan as an order line (the invoice-line shape: its own product variant, so its own price). */
export function protectionPlanLine(): OrderLine {
  const variant = {
    id: PROTECTION_PLAN.id,
    type: 'Plan',
    value: 'Monthly',
    price: PROTECTION_PLAN.price,
  };
  return {
    id: PROTECTION_PLAN.id,
    price: PROTECTION_PLAN.price,
    quantity: 1,
    line_total: PROTECTION_PLAN.price,
    coupon_value: 0,
    product: {
      id: PROTECTION_PLAN.id,
      name: PROTECTION_PLAN.name,
      slug: PROTECTION_PLAN.id,
      variants: [{ ...variant, discount_price: null, is_discount: false, gallery: [] }],
      product_variants: [variant],
    },
  };
}
