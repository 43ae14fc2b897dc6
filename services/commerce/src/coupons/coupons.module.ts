import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CartModule } from '../cart/cart.module';
import { Order, OrderSchema } from '../orders/order.schema';
import { CouponsController } from './coupons.controller';
import { Coupon, CouponSchema, CouponUse, CouponUseSchema } from './coupon.schema';
import { CouponsService } from './coupons.service';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Coupon.name, schema: CouponSchema },
      { name: CouponUse.name, schema: CouponUseSchema },
      { name: Order.name, schema: OrderSchema },
    ]),
    CartModule,
  ],
  controllers: [CouponsController],
  providers: [CouponsService],
  exports: [CouponsService, MongooseModule],
})
export class CouponsModule {}
