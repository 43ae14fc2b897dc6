import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { CartProtectionPlan } from './protection-plan';

/** Whether a cart has the protection plan, kept beside the cart by its cart_id. */
@Injectable()
export class ProtectionPlanService {
  constructor(
    @InjectModel(CartProtectionPlan.name) private readonly plans: Model<CartProtectionPlan>,
  ) {}

  async has(cartId: string): Promise<boolean> {
    return !!(await this.plans.exists({ cart_id: cartId }));
  }

  async add(cartId: string): Promise<void> {
    await this.plans.updateOne(
      { cart_id: cartId },
      { $setOnInsert: { added_at: new Date() } },
      { upsert: true },
    );
  }

  async remove(cartId: string): Promise<void> {
    await this.plans.deleteOne({ cart_id: cartId });
  }
}
