import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CouponsModule } from '../coupons/coupons.module';
import { PointsEntry, PointsEntrySchema } from './points-entry.schema';
import { RewardEntry, RewardEntrySchema } from './reward-entry.schema';
import { RewardsController } from './rewards.controller';
import { RewardsService } from './rewards.service';
import { VouchersController } from './vouchers.controller';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: PointsEntry.name, schema: PointsEntrySchema },
      { name: RewardEntry.name, schema: RewardEntrySchema },
    ]),
    CouponsModule,
  ],
  controllers: [RewardsController, VouchersController],
  providers: [RewardsService],
  exports: [RewardsService],
})
export class RewardsModule {}
