import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CurrencyController } from './currency.controller';
import { CurrencyRate, CurrencyRateSchema } from './currency.schema';
import { CurrencyService } from './currency.service';

@Module({
  imports: [MongooseModule.forFeature([{ name: CurrencyRate.name, schema: CurrencyRateSchema }])],
  controllers: [CurrencyController],
  providers: [CurrencyService],
})
export class CurrencyModule {}
