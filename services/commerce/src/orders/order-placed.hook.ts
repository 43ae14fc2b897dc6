import { isDuplicateKey } from '@sohnne/service-kit';
import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { OrderPlacedEvent, type OrderDocument } from './order.schema';

export type OrderPlacedListener = (order: OrderDocument) => Promise<void> | void;

/**
 * Raised once per order when its payment succeeded, however often its checkout is retried or repaired,
 * on whichever replica: the event is claimed by a unique insert first. The order-confirmation e-mail
 * subscribes here (`onOrderPlaced`); a failing listener is logged and never undoes the order.
 */
@Injectable()
export class OrderPlacedHook {
  private readonly logger = new Logger(OrderPlacedHook.name);
  /** Wiring made at start-up (each subscriber once), not state about orders. */
  private readonly listeners: OrderPlacedListener[] = [];

  constructor(
    @InjectModel(OrderPlacedEvent.name) private readonly claims: Model<OrderPlacedEvent>,
  ) {}

  onOrderPlaced(listener: OrderPlacedListener) {
    this.listeners.push(listener);
  }

  async emitOnce(order: OrderDocument) {
    try {
      await this.claims.create({ invoice_id: order.invoice_id });
    } catch (error) {
      if (isDuplicateKey(error)) return;
      throw error;
    }
    for (const listener of this.listeners) {
      try {
        await listener(order);
      } catch (error) {
        this.logger.warn(
          `OrderPlaced listener failed for ${order.invoice_id}: ${(error as Error).message}`,
        );
      }
    }
  }
}
