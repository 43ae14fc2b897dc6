import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { isLegacyCartId, type Cart } from '../cart';
import { CartProtectionPlan } from './protection-plan';

/**
 * Whether a cart has the protection plan: its own flag (chosen through CartService.setProtectionPlan).
 * Only a legacy cart whose flag was never set may still have its plan kept beside it.
 */
@Injectable()
export class ProtectionPlanService {
  constructor(
    @InjectModel(CartProtectionPlan.name) private readonly legacyPlans: Model<CartProtectionPlan>,
  ) {}

  async has(cart: Pick<Cart, 'cart_id' | 'protection_plan'>): Promise<boolean> {
    if (cart.protection_plan !== undefined || !isLegacyCartId(cart.cart_id))
      return cart.protection_plan === true;
    return !!(await this.legacyPlans.exists({ cart_id: cart.cart_id }));
  }
}
