import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { SERVICE_ENV } from '@sohnne/service-kit';
import type { Model } from 'mongoose';
import type { CommerceEnv } from '../config';
import { Leases } from '../leases/leases.service';
import { OrderPayments } from './order-payments.service';
import { Order } from './order.schema';

const RECONCILER_LEASE = 'checkout-reconciler';
/** Orders settled per pass; the next pass takes the rest. */
const BATCH = 50;

/**
 * Repairs checkouts interrupted at any step (a replica that died, a lost provider answer): every
 * CHECKOUT_RECONCILE_INTERVAL_MS one replica, the one that takes the lease, settles the orders still
 * unsettled after CHECKOUT_RECONCILE_AFTER_MS with the payment provider.
 */
@Injectable()
export class CheckoutReconciler implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(CheckoutReconciler.name);
  private timer?: NodeJS.Timeout;

  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly leases: Leases,
    private readonly settlement: OrderPayments,
    @Inject(SERVICE_ENV)
    private readonly env: Pick<
      CommerceEnv,
      'CHECKOUT_RECONCILE_AFTER_MS' | 'CHECKOUT_RECONCILE_INTERVAL_MS'
    >,
  ) {}

  onModuleInit() {
    this.timer = setInterval(
      () => void this.runPass(),
      this.env.CHECKOUT_RECONCILE_INTERVAL_MS,
    ).unref();
  }

  onModuleDestroy() {
    clearInterval(this.timer);
  }

  /** One pass, if no other replica is running one; how many orders it looked at (null: not its turn). */
  async runPass(): Promise<number | null> {
    try {
      const lease = await this.leases.tryTake(
        RECONCILER_LEASE,
        this.env.CHECKOUT_RECONCILE_INTERVAL_MS,
      );
      if (!lease) return null;
      try {
        const before = new Date(Date.now() - this.env.CHECKOUT_RECONCILE_AFTER_MS);
        const stuck = await this.orders
          .find({ unsettled: true, created_at: { $lt: before } })
          .limit(BATCH);
        for (const order of stuck) {
          try {
            await this.settlement.reconcile(order);
          } catch (error) {
            this.logger.warn(
              `Reconciling order ${order.invoice_id} failed: ${(error as Error).message}`,
            );
          }
        }
        return stuck.length;
      } finally {
        await this.leases.release(lease);
      }
    } catch (error) {
      this.logger.warn(`The checkout reconciler pass failed: ${(error as Error).message}`);
      return null;
    }
  }
}
