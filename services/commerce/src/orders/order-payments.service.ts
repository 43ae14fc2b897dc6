import {
  ConflictException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { SessionClaims } from '@sohnne/service-kit';
import type { Model } from 'mongoose';
import { CartService } from '../cart/cart.service';
import { CouponsService } from '../coupons/coupons.service';
import { Failpoints } from '../failpoints';
import { PAYMENT_PROVIDER, type PaymentEvent, type PaymentProvider } from '../payments';
import { RewardsService } from '../rewards/rewards.service';
import { pointsForTotal } from '../rewards';
import { OrderPlacedHook } from './order-placed.hook';
import { protectionPlanLine } from './protection-plan-line';
import { OrderQueries } from './order-queries.service';
import { Order, orderAddress, OrderDocument, OrderStatus } from './order.schema';

export const ONLY_PENDING = 'Only pending orders can be canceled';
export const CHECKOUT_INTERRUPTED = 'The payment was not completed. Please try again.';

export class PaymentDeclinedException extends HttpException {
  constructor(message: string, invoiceId: string) {
    super(
      {
        statusCode: HttpStatus.PAYMENT_REQUIRED,
        message,
        invoice_id: invoiceId,
        status: 'DECLINED',
      },
      HttpStatus.PAYMENT_REQUIRED,
    );
  }
}

/**
 * What happens to an order's payment after it was placed: recording the provider's answer (from checkout,
 * its webhook, or the reconciler) with everything that follows a payment, and the customer's cancel.
 * Every step is safe to repeat, so an interrupted checkout is finished by whoever comes next.
 */
@Injectable()
export class OrderPayments {
  private readonly logger = new Logger(OrderPayments.name);

  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly carts: CartService,
    private readonly coupons: CouponsService,
    private readonly rewards: RewardsService,
    private readonly queries: OrderQueries,
    private readonly placed: OrderPlacedHook,
    private readonly failpoints: Failpoints,
    @Inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider,
  ) {}

  /** A verified webhook event from the payment provider. */
  async applyPaymentEvent(event: PaymentEvent) {
    if (event.state === 'succeeded') await this.settlePaid(event.invoiceId, event.reference);
    else await this.decline(event.invoiceId, event.message ?? 'Payment failed', event.reference);
  }

  /**
   * Payment taken: recorded, then points, the bought lines out of the cart, the protection plan, and the
   * order-placed event, each once by its own key; the order stays pending (cancelable until processing).
   * The cart_claim stays: this cart version is bought (a parallel checkout of it gets 409). `known`: the
   * order as the caller read or made it in this request, which saves reading it again.
   */
  async settlePaid(invoiceId: string, reference: string, known?: OrderDocument) {
    const which = orderAddress(invoiceId);
    // Checked on the order as read (by `_id` alone, which the embedded database finds without a scan),
    // or as the caller's checkout just made or read it: a payment recorded already stays, so a repeat
    // with another reference never overwrites the first.
    const order = known ?? (await this.orders.findOne(which));
    if (!order) return;
    const recorded = order.payment?.state === 'succeeded' ? order.payment.reference : undefined;
    if (recorded === undefined) {
      const payment = { provider: this.payments.name, state: 'succeeded' as const, reference };
      await this.orders.updateOne(which, { $set: { payment } });
      order.payment = payment;
    } else if (recorded !== reference) {
      this.logger.warn(
        `Order ${invoiceId}: paid with ${recorded} already, the payment ${reference} is not recorded`,
      );
    }
    this.failpoints.reach('checkout:after-payment-recorded');
    if (!order.unsettled) return;
    if (order.user_id) {
      const points = pointsForTotal(order.total);
      // None for an order canceled before its payment settled.
      if (await this.rewards.grantOrder(order.user_id, invoiceId, points))
        await this.orders.updateOne(which, { $set: { points_earned: points } });
    }
    const lineIds = order.lines.map((line) => line.id);
    await this.carts.removeBoughtLines(order, lineIds, {
      protectionPlan: lineIds.includes(protectionPlanLine().id),
    });
    await this.placed.emitOnce(order);
    await this.orders.updateOne(which, { $unset: { unsettled: 1 } });
  }

  /** Refused by the provider: the order is DECLINED, the cart and the coupon free again. */
  async decline(invoiceId: string, message: string, reference?: string) {
    const order = await this.orders.findOneAndUpdate(
      { ...orderAddress(invoiceId), status: 'pending', 'payment.state': { $ne: 'succeeded' } },
      {
        $set: {
          status: 'DECLINED' satisfies OrderStatus,
          payment: { provider: this.payments.name, state: 'declined', reference, message },
        },
        $unset: { cart_claim: 1, unsettled: 1 },
        $push: { history: { status: 'DECLINED', at: new Date(), note: message } },
      },
      { returnDocument: 'after' },
    );
    if (order) await this.coupons.releaseUse(invoiceId);
  }

  /**
   * An interrupted checkout, settled with the provider: charged → finished as usual; never charged → the
   * coupon use and the cart claim released and the order marked failed; still processing → left to the webhook.
   */
  async reconcile(order: OrderDocument) {
    if (order.payment?.state === 'succeeded' && order.payment.reference)
      return this.settlePaid(order.invoice_id, order.payment.reference);
    const found = await this.payments.lookup(order.invoice_id);
    if (found.state === 'succeeded') return this.settlePaid(order.invoice_id, found.reference);
    if (found.state === 'processing') return;
    // Given back first: a crash after this leaves the order unsettled, and the next pass ends it.
    await this.coupons.releaseUse(order.invoice_id);
    await this.orders.updateOne(
      { ...orderAddress(order.invoice_id), unsettled: true },
      {
        $set: {
          status: 'DECLINED' satisfies OrderStatus,
          payment: { provider: this.payments.name, state: 'failed', message: CHECKOUT_INTERRUPTED },
        },
        $unset: { cart_claim: 1, unsettled: 1 },
        $push: { history: { status: 'DECLINED', at: new Date(), note: CHECKOUT_INTERRUPTED } },
      },
    );
    this.logger.warn(
      `Order ${order.invoice_id}: checkout interrupted before any charge, marked failed`,
    );
  }

  /**
   * Cancels a pending order of this user: its points taken back first (refused with 409 when they paid for
   * a voucher already used, see RewardsService.reverseOrder), then the refund and the coupon use given back.
   */
  async cancel(invoiceId: string, user: SessionClaims) {
    const order = await this.queries.ownedBy(invoiceId, user); // 404 for someone else's or an unknown order
    if (order.status !== 'pending') throw new ConflictException(ONLY_PENDING);
    // Before the status: a refused cancel changes nothing of the order. A pending order leaves pending only
    // by a cancel or a decline (which never had points), so the points are not taken from a kept order.
    await this.rewards.reverseOrder(user.sub, invoiceId);
    const canceled = await this.orders.findOneAndUpdate(
      { ...orderAddress(invoiceId), user_id: user.sub, status: 'pending' },
      {
        $set: { status: 'Canceled' },
        $push: {
          history: { status: 'Canceled', at: new Date(), note: 'Canceled by the customer' },
        },
      },
      { returnDocument: 'after' },
    );
    if (!canceled) throw new ConflictException(ONLY_PENDING);
    if (canceled.payment?.reference && canceled.payment.state === 'succeeded')
      await this.payments.refund(canceled.payment.reference);
    await this.coupons.releaseUse(invoiceId);
    return canceled;
  }
}
