import { Module } from '@nestjs/common';
import { MailModule, ServiceKitModule, throttlerOnDatabase } from '@sohnne/service-kit';
import { CartModule } from './cart/cart.module';
import { CommerceEnv, env } from './config';
import { CouponsModule } from './coupons/coupons.module';
import { CurrencyModule } from './currency/currency.module';
import { OrdersModule } from './orders/orders.module';
import { RewardsModule } from './rewards/rewards.module';
import { TradeModule } from './trade/trade.module';

@Module({
  imports: [
    // The payment provider's webhook is signed over its raw body (see CheckoutController.webhook).
    ServiceKitModule.forRoot({ name: 'commerce', dbName: 'sohnne_commerce', env, signedWebhooks: ['/api/checkout/webhook'] }),
    MailModule.forRoot({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: env.MAIL_OUTBOX_DIR }),
    // Applied only where a route names ThrottlerGuard (order tracking, trade applications).
    throttlerOnDatabase((config: CommerceEnv) => [{ limit: config.PUBLIC_FORM_RATE_LIMIT, ttl: config.PUBLIC_FORM_RATE_TTL_MS }]),
    CartModule,
    CurrencyModule,
    CouponsModule,
    RewardsModule,
    OrdersModule,
    TradeModule,
  ],
})
export class AppModule {}
