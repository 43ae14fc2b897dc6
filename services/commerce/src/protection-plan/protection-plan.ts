import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** The third-party protection plan (spec §1, §9): 9.99 per month, claims up to 2,500 a year. */
export const PROTECTION_PLAN = {
  id: 'protection-plan',
  name: 'Protection plan',
  price: 9.99,
  billing: 'per month',
  claim_limit_per_year: 2500,
} as const;

/**
 * A plan chosen for a legacy cart (before the choice became the cart's `protection_plan` flag), kept
 * beside the cart by its cart_id; read only while that cart's flag is unset. Checkout adds the plan to
 * the order as one line: the first month.
 */
@Schema({ collection: 'cart_protection_plans', versionKey: false })
export class CartProtectionPlan {
  @Prop({ required: true, unique: true })
  cart_id!: string;

  @Prop({ default: () => new Date() })
  added_at!: Date;
}

export const CartProtectionPlanSchema = SchemaFactory.createForClass(CartProtectionPlan);
