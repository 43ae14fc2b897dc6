import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Coupon, CouponSchema, CouponUse, CouponUseSchema } from './coupon.schema';
import { CouponsService } from './coupons.service';

/** Coupons and their uses; checking a code against a cart is the orders module's (it knows past orders). */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Coupon.name, schema: CouponSchema },
      { name: CouponUse.name, schema: CouponUseSchema },
    ]),
  ],
  providers: [CouponsService],
  exports: [CouponsService],
})
export class CouponsModule {}
