import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@sohnne/service-kit';
import { CartModule } from './cart/cart.module';
import { env } from './config';
import { CurrencyModule } from './currency/currency.module';

@Module({
  imports: [
    ServiceKitModule.forRoot({ name: 'commerce', dbName: 'sohnne_commerce', env }),
    CartModule,
    CurrencyModule,
  ],
})
export class AppModule {}
