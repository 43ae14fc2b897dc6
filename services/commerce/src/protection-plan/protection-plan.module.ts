import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CartModule } from '../cart/cart.module';
import { CartProtectionPlan, CartProtectionPlanSchema } from './protection-plan';
import { ProtectionPlanController } from './protection-plan.controller';
import { ProtectionPlanService } from './protection-plan.service';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: CartProtectionPlan.name, schema: CartProtectionPlanSchema },
    ]),
    CartModule,
  ],
  controllers: [ProtectionPlanController],
  providers: [ProtectionPlanService],
  exports: [ProtectionPlanService],
})
export class ProtectionPlanModule {}
