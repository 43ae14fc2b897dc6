import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CartModule } from '../cart/cart.module';
import { CatalogClientModule } from '../catalog-client/catalog-client.module';
import { CouponsModule } from '../coupons/coupons.module';
import { Failpoints } from '../failpoints';
import { LeasesModule } from '../leases/leases.module';
import { PaymentsModule } from '../payments/payments.module';
import { ProtectionPlanModule } from '../protection-plan/protection-plan.module';
import { RewardsModule } from '../rewards/rewards.module';
import { CheckoutReconciler } from './checkout-reconciler';
import { CouponCheckController } from './coupon-check.controller';
import { CheckoutController } from './checkout.controller';
import { CheckoutService } from './checkout.service';
import { OrderConfirmationMail } from './order-confirmation.mail';
import { OrderPayments } from './order-payments.service';
import { OrderPlacedHook } from './order-placed.hook';
import { OrderQueries } from './order-queries.service';
import {
  Order,
  OrderGuestKey,
  OrderGuestKeySchema,
  OrderPlacedEvent,
  OrderPlacedEventSchema,
  OrderSchema,
} from './order.schema';
import { InvoiceController } from './invoice.controller';
import { OrderHistoryController } from './order-history.controller';
import { TransactionsController } from './transactions.controller';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Order.name, schema: OrderSchema },
      { name: OrderGuestKey.name, schema: OrderGuestKeySchema },
      { name: OrderPlacedEvent.name, schema: OrderPlacedEventSchema },
    ]),
    CartModule,
    CatalogClientModule,
    CouponsModule,
    LeasesModule,
    RewardsModule,
    PaymentsModule,
    ProtectionPlanModule,
  ],
  controllers: [
    CheckoutController,
    CouponCheckController,
    OrderHistoryController,
    InvoiceController,
    TransactionsController,
  ],
  providers: [
    CheckoutService,
    OrderPayments,
    OrderQueries,
    CheckoutReconciler,
    OrderPlacedHook,
    OrderConfirmationMail,
    Failpoints,
  ],
  exports: [OrderPlacedHook],
})
export class OrdersModule {}
