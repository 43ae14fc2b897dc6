import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { TradeController } from './trade.controller';
import { TradeApplication, TradeApplicationSchema } from './trade-application.schema';
import { TradeService } from './trade.service';

@Module({
  imports: [
    MongooseModule.forFeature([{ name: TradeApplication.name, schema: TradeApplicationSchema }]),
  ],
  controllers: [TradeController],
  providers: [TradeService],
})
export class TradeModule {}
