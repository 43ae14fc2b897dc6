import { isDuplicateKey } from '@sohnne/service-kit';
import { createHash } from 'node:crypto';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { SessionClaims } from '@sohnne/service-kit';
import type { Model } from 'mongoose';
import type { CartRequester } from '../cart/cart.service';
import type { CouponShopper, CouponCustomer } from '../coupons/coupons.service';
import { Order, orderAddress, OrderDocument, OrderGuestKey } from './order.schema';

export const ORDER_NOT_FOUND = 'Order not found';

/** Who is placing or reading an order. */
export interface OrderRequester extends CartRequester {
  /** The guest browser's order key (cookie), if it has one. */
  guestKey?: string;
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Reading orders: a customer's list and detail, a guest's invoice, tracking by e-mail, campaign tags. One
 * order is read by its address alone and checked here: the embedded database answers only a filter of
 * `_id` alone without scanning every order.
 */
@Injectable()
export class OrderQueries {
  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    @InjectModel(OrderGuestKey.name) private readonly guestKeys: Model<OrderGuestKey>,
  ) {}

  async listFor(userId: string) {
    return this.orders.find({ user_id: userId }).sort({ created_at: -1 }).limit(200).lean();
  }

  /** The order if this requester may read it (its signed-in owner, or a guest browser that placed it). */
  async readable(invoiceId: string, who: OrderRequester): Promise<OrderDocument> {
    const order = await this.orders.findOne(orderAddress(invoiceId));
    if (!order || !(await this.mayRead(order, who))) throw new NotFoundException(ORDER_NOT_FOUND);
    return order;
  }

  async ownedBy(invoiceId: string, user: SessionClaims): Promise<OrderDocument> {
    const order = await this.orders.findOne(orderAddress(invoiceId));
    if (!order || order.user_id !== user.sub) throw new NotFoundException(ORDER_NOT_FOUND);
    return order;
  }

  async storeUtm(invoiceId: string, who: OrderRequester, utm: Record<string, string>) {
    const order = await this.readable(invoiceId, who);
    await this.orders.updateOne(orderAddress(order.invoice_id), { $set: { utm } });
    return { invoice_id: invoiceId, utm };
  }

  async track(invoiceId: string, email: string) {
    const order = await this.orders.findOne(orderAddress(invoiceId.trim()));
    if (!order || order.email !== email.trim().toLowerCase())
      throw new NotFoundException(ORDER_NOT_FOUND);
    return order;
  }

  /** The customer with whether they have an order that stands (what first-purchase coupons ask). */
  couponShopper(customer: CouponCustomer): CouponShopper {
    const placed = customer.userId
      ? { user_id: customer.userId }
      : customer.email
        ? { email: customer.email.trim().toLowerCase() }
        : null;
    const hasOrderedBefore = async () =>
      placed
        ? (await this.orders.countDocuments({
            ...placed,
            status: { $nin: ['DECLINED', 'Canceled'] },
          })) > 0
        : false;
    return { ...customer, hasOrderedBefore };
  }

  /** Lets one more guest browser (proven to be the one that placed it) read a guest order. */
  async allowGuest(
    order: Pick<Order, 'invoice_id' | 'user_id' | 'guest_key_hash'>,
    guestKey: string,
  ) {
    const hash = sha256(guestKey);
    if (order.user_id || order.guest_key_hash === hash) return;
    try {
      await this.guestKeys.create({ invoice_id: order.invoice_id, guest_key_hash: hash });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }

  private async mayRead(order: OrderDocument, who: OrderRequester) {
    if (order.user_id) return order.user_id === who.user?.sub;
    if (!who.guestKey) return false;
    const hash = sha256(who.guestKey);
    if (order.guest_key_hash === hash) return true;
    return !!(await this.guestKeys.exists({ invoice_id: order.invoice_id, guest_key_hash: hash }));
  }
}
