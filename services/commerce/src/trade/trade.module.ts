import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { TradeController } from './trade.controller';
import { TradeApplication, TradeApplicationSchema } from './trade-application.schema';

@Module({
  imports: [
    MongooseModule.forFeature([{ name: TradeApplication.name, schema: TradeApplicationSchema }]),
  ],
  controllers: [TradeController],
})
export class TradeModule {}
