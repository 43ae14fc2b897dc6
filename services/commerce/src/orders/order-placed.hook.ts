import { Injectable, Logger } from '@nestjs/common';
import type { OrderDocument } from './order.schema';

export type OrderPlacedListener = (order: OrderDocument) => Promise<void> | void;

/**
 * Raised once per order when its payment succeeded. The order-confirmation e-mail subscribes here
 * (`onOrderPlaced`); a failing listener is logged and never undoes the order.
 */
@Injectable()
export class OrderPlacedHook {
  private readonly logger = new Logger(OrderPlacedHook.name);
  private readonly listeners: OrderPlacedListener[] = [];

  onOrderPlaced(listener: OrderPlacedListener) {
    this.listeners.push(listener);
  }

  async emit(order: OrderDocument) {
    for (const listener of this.listeners) {
      try {
        await listener(order);
      } catch (error) {
        this.logger.warn(`OrderPlaced listener failed for ${order.invoice_id}: ${(error as Error).message}`);
      }
    }
  }
}
