import { Module, type Type } from '@nestjs/common';
import { RouterModule } from '@nestjs/core';
import { MailModule, ServiceKitModule, throttlerOnDatabase } from '@sohnne/service-kit';
import { CartModule } from './cart/cart.module';
import { CommerceEnv, commerceConfig } from './config';
import { CouponsModule } from './coupons/coupons.module';
import { CurrencyModule } from './currency/currency.module';
import { OrdersModule } from './orders/orders.module';
import { ProtectionPlanModule } from './protection-plan/protection-plan.module';
import { RewardsModule } from './rewards/rewards.module';
import { TradeModule } from './trade/trade.module';

/** The API areas: every controller in them answers under /api (the one place the prefix is set). */
const API_MODULES: Type<unknown>[] = [
  CartModule,
  ProtectionPlanModule,
  CurrencyModule,
  CouponsModule,
  RewardsModule,
  OrdersModule,
  TradeModule,
];

@Module({
  imports: [
    // The payment provider's webhook is signed over its raw body (see CheckoutController.webhook).
    ServiceKitModule.forRoot({
      name: 'commerce',
      dbName: 'sohnne_commerce',
      config: commerceConfig,
      signedWebhooks: ['/api/checkout/webhook'],
    }),
    MailModule.forRootAsync((env: CommerceEnv) => ({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      outboxDir: env.MAIL_OUTBOX_DIR,
    })),
    // Applied only where a route names ThrottlerGuard (order tracking, trade applications).
    throttlerOnDatabase((config: CommerceEnv) => [
      { limit: config.PUBLIC_FORM_RATE_LIMIT, ttl: config.PUBLIC_FORM_RATE_TTL_MS },
    ]),
    ...API_MODULES,
    RouterModule.register([{ path: 'api', children: API_MODULES }]),
  ],
})
export class AppModule {}
