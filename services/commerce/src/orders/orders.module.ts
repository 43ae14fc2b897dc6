import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Cart, CartSchema } from '../cart/cart.schema';
import { CartModule } from '../cart/cart.module';
import { CatalogClientModule } from '../catalog-client/catalog-client.module';
import { CouponsModule } from '../coupons/coupons.module';
import { PaymentsModule } from '../payments/payments.module';
import { ProtectionPlanModule } from '../protection-plan/protection-plan.module';
import { RewardsModule } from '../rewards/rewards.module';
import { CheckoutController } from './checkout.controller';
import { OrderConfirmationMail } from './order-confirmation.mail';
import { OrderPlacedHook } from './order-placed.hook';
import { Order, OrderSchema } from './order.schema';
import { OrdersService } from './orders.service';
import { TransactionsController } from './transactions.controller';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Order.name, schema: OrderSchema },
      { name: Cart.name, schema: CartSchema },
    ]),
    CartModule,
    CatalogClientModule,
    CouponsModule,
    RewardsModule,
    PaymentsModule,
    ProtectionPlanModule,
  ],
  controllers: [CheckoutController, TransactionsController],
  providers: [OrdersService, OrderPlacedHook, OrderConfirmationMail],
  exports: [OrdersService, OrderPlacedHook],
})
export class OrdersModule {}
