import { randomBytes } from 'node:crypto';
import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isDuplicateKey, SERVICE_ENV } from '@sohnne/service-kit';
import type { Model } from 'mongoose';
import { variantLabel } from '../cart';
import type { CartRequester } from '../cart/cart.service';
import { CartService } from '../cart/cart.service';
import type { CommerceEnv } from '../config';
import { CouponsService, type AppliedCoupon } from '../coupons/coupons.service';
import { Failpoints } from '../failpoints';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payments';
import { ProtectionPlanService } from '../protection-plan/protection-plan.service';
import { NOT_SHIPPED_THERE, countryCode, taxRateFor } from '../tax';
import type { CheckoutDto, QuoteDto } from './dto/checkout.dto';
import { OrderPayments, PaymentDeclinedException } from './order-payments.service';
import { orderLinesOf } from './order-lines';
import { OrderQueries, OrderRequester, sha256 } from './order-queries.service';
import { orderSubtotal, orderTotals, SHIPPING_LABEL } from './order.rules';
import { Order, orderAddress, OrderDocument, OrderLine } from './order.schema';

export const EMPTY_CART = 'Your cart is empty';
export const CART_IN_CHECKOUT = 'This cart is already being checked out';
export const ORDER_BEING_SETTLED =
  'This order is being completed with the payment provider. Please check again in a few minutes.';

/** 8 hex digits at the end: the order's _id (see orderAddress). */
const newInvoiceId = () =>
  `SO-${Date.now().toString(36).toUpperCase()}-${randomBytes(4).toString('hex').toUpperCase()}`;
const cents = (amount: number) => Math.round(amount * 100);

/**
 * Who a checkout's Idempotency-Key belongs to: the customer, or the visitor by the signed visitor cookie
 * the browser held before it sent the checkout (not a cookie the answer sets, which a lost answer loses).
 */
export const idempotencyScope = (who: OrderRequester, visitorId: string) =>
  who.user ? `user:${who.user.sub}` : `visitor:${visitorId}`;

interface PricedOrder {
  cart_id: string;
  version: number;
  lines: OrderLine[];
  subtotal: number;
  discount: number;
  coupon?: AppliedCoupon;
  tax_rate: number;
  tax: number;
  total: number;
}

/** The summary column and placing an order (its payment and what follows are OrderPayments'). */
@Injectable()
export class CheckoutService {
  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly plans: ProtectionPlanService,
    private readonly carts: CartService,
    private readonly coupons: CouponsService,
    private readonly queries: OrderQueries,
    private readonly settlement: OrderPayments,
    private readonly failpoints: Failpoints,
    @Inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider,
    @Inject(SERVICE_ENV) private readonly env: Pick<CommerceEnv, 'CHECKOUT_RECONCILE_AFTER_MS'>,
  ) {}

  /** The summary column: lines, subtotal, discount, tax, shipping and total for the current cart. */
  async quote(who: OrderRequester, body: QuoteDto) {
    const taxRate = body.address ? this.taxRate(body.address.country, body.address.state ?? '') : 0;
    let couponMessage: string | undefined;
    let priced: PricedOrder | null;
    try {
      priced = await this.priceOrder(who, taxRate, body.coupon_code, { userId: who.user?.sub });
    } catch (error) {
      if (!(error instanceof BadRequestException) || !body.coupon_code) throw error;
      couponMessage = (error.getResponse() as { message: string }).message;
      priced = await this.priceOrder(who, taxRate, undefined, {});
    }
    const lines = priced?.lines ?? [];
    return {
      lines: lines.map((line) => ({
        id: line.id,
        productId: line.product.id,
        variantId: line.product.product_variants[0]?.id ?? '',
        name: line.product.name,
        variantLabel: variantLabel(...line.product.product_variants),
        price: line.price,
        quantity: line.quantity,
        lineTotal: line.line_total,
      })),
      subtotal: priced?.subtotal ?? 0,
      discount: priced?.coupon?.discount ?? 0,
      coupon_code: priced?.coupon?.code,
      coupon_message: couponMessage,
      tax_rate: taxRate,
      tax: priced?.tax ?? 0,
      shipping: 0,
      shipping_label: SHIPPING_LABEL,
      total: priced?.total ?? 0,
      currency: 'USD',
    };
  }

  /**
   * Places an order for the requester's cart. The same key in the same scope answers the same order (and
   * finishes it if its first attempt was interrupted); a second checkout of the same cart contents while
   * one is under way is refused (409). Two unique inserts carry this: idempotency_key and cart_claim.
   */
  async checkout(who: OrderRequester, scope: string, idempotencyKey: string, body: CheckoutDto) {
    const key = `${scope}:${idempotencyKey}`;
    const taxRate = this.taxRate(body.address.country, body.address.state);
    const customer = { userId: who.user?.sub, email: body.contact.email };
    // The key is not read first: a repeat is rare, and the unique insert below tells it. A repeat whose
    // cart was bought meanwhile (empty, coupon used, catalogue away) is told by the key here instead.
    let priced: PricedOrder | null;
    try {
      priced = await this.priceOrder(who, taxRate, body.coupon_code, customer);
    } catch (error) {
      const previous = await this.orders.findOne({ idempotency_key: key });
      if (previous) return this.again(previous, who, body);
      throw error;
    }
    if (!priced) {
      const previous = await this.orders.findOne({ idempotency_key: key });
      if (previous) return this.again(previous, who, body);
      throw new BadRequestException(EMPTY_CART);
    }

    const invoiceId = newInvoiceId();
    const now = new Date();
    let order: OrderDocument;
    try {
      order = await this.orders.create({
        _id: invoiceId,
        invoice_id: invoiceId,
        idempotency_key: key,
        cart_claim: `${priced.cart_id}:${priced.version}`,
        cart_id: priced.cart_id,
        ...(who.user ? { user_id: who.user.sub } : { guest_key_hash: sha256(who.guestKey ?? '') }),
        status: 'pending',
        history: [{ status: 'pending', at: now, note: 'Order received' }],
        email: body.contact.email,
        phone: body.contact.phone,
        address: {
          ...body.address,
          country: countryCode(body.address.country),
          phone_number: body.contact.phone,
        },
        lines: priced.lines,
        subtotal: priced.subtotal,
        discount: priced.discount,
        coupon_code: priced.coupon?.code,
        tax_rate: priced.tax_rate,
        tax: priced.tax,
        total: priced.total,
        payment: { provider: this.payments.name, state: 'started' },
        unsettled: true,
        created_at: now,
      });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      // Either claim may be the one reported: the same key means the same order, else the cart is taken.
      const same = await this.orders.findOne({ idempotency_key: key });
      if (same) return this.again(same, who, body);
      throw new ConflictException(CART_IN_CHECKOUT);
    }
    this.failpoints.reach('checkout:after-order');

    const customerKey = { userId: order.user_id, email: order.email };
    if (
      order.coupon_code &&
      !(await this.coupons.claimUse(order.coupon_code, customerKey, invoiceId))
    ) {
      await this.orders.deleteOne(orderAddress(order.invoice_id));
      throw new BadRequestException('You have already used this coupon');
    }
    this.failpoints.reach('checkout:after-coupon');
    return this.charge(order, body);
  }

  /**
   * The same checkout again (a retry after a lost answer, or a double submit). A guest's new cookie may
   * read the order too; an attempt interrupted before its payment was recorded is carried on, unless it
   * is old enough for the reconciler to be deciding it.
   */
  private async again(order: OrderDocument, who: OrderRequester, body: CheckoutDto) {
    if (who.guestKey) await this.queries.allowGuest(order, who.guestKey);
    // Half the reconciler's delay: a margin, so this request and the reconciler never both carry it on.
    const tooYoungToReconcile =
      Date.now() - order.created_at.getTime() < this.env.CHECKOUT_RECONCILE_AFTER_MS / 2;
    if (order.unsettled && tooYoungToReconcile) {
      if (order.payment?.state === 'started') {
        if (order.coupon_code)
          await this.coupons.claimUse(
            order.coupon_code,
            { userId: order.user_id, email: order.email },
            order.invoice_id,
          );
        return this.charge(order, body);
      }
      if (order.payment?.state === 'succeeded' && order.payment.reference)
        await this.settlement.settlePaid(order.invoice_id, order.payment.reference);
    } else if (order.unsettled && order.payment?.state === 'started') {
      // The reconciler decides it with the provider now: never a second charge racing that decision.
      throw new ConflictException(ORDER_BEING_SETTLED);
    }
    if (order.status === 'DECLINED')
      throw new PaymentDeclinedException(
        order.payment?.message ?? 'Payment declined',
        order.invoice_id,
      );
    return { invoice_id: order.invoice_id, status: order.status, total: order.total };
  }

  /** Charges the order (once per invoice at the provider, however often this runs) and records the answer. */
  private async charge(order: OrderDocument, body: CheckoutDto) {
    const { invoice_id: invoiceId, total } = order;
    let result;
    try {
      result = await this.payments.charge({
        invoiceId,
        amountCents: cents(total),
        currency: 'usd',
        email: order.email,
        card: body.payment.card,
        paymentMethodId: body.payment.paymentMethodId,
      });
    } catch (error) {
      // Invalid card details or the provider unreachable: no order is left behind, the cart stays.
      await this.coupons.releaseUse(invoiceId);
      await this.orders.deleteOne(orderAddress(order.invoice_id));
      throw error;
    }
    this.failpoints.reach('checkout:after-charge');

    if (result.state === 'declined') {
      await this.settlement.decline(invoiceId, result.message, result.reference);
      throw new PaymentDeclinedException(result.message, invoiceId);
    }
    if (result.state === 'processing') {
      await this.orders.updateOne(orderAddress(invoiceId), {
        $set: {
          payment: {
            provider: this.payments.name,
            state: 'processing',
            reference: result.reference,
          },
        },
      });
      return {
        invoice_id: invoiceId,
        status: 'pending',
        total,
        client_secret: result.clientSecret,
      };
    }
    await this.settlement.settlePaid(invoiceId, result.reference, order);
    return { invoice_id: invoiceId, status: 'pending', total };
  }

  private taxRate(country: string, state: string) {
    const rate = taxRateFor(country, state);
    if (rate === undefined) throw new BadRequestException(NOT_SHIPPED_THERE);
    return rate;
  }

  /**
   * The requester's cart as an order's lines, priced from the catalog now (never from the browser), with
   * the protection plan when chosen; null when there is nothing to buy.
   */
  private async cartOrder(who: CartRequester) {
    const { cart, priced, products } = await this.carts.view(who);
    if (!cart || priced.lines.length === 0) return null;
    const lines = orderLinesOf(priced, products, await this.plans.has(cart));
    return lines.length === 0 ? null : { cart, lines };
  }

  /** What a coupon is checked against, by the coupon check and by checkout alike: the order's subtotal. */
  async couponSubtotal(who: CartRequester): Promise<number> {
    return orderSubtotal((await this.cartOrder(who))?.lines ?? []);
  }

  /**
   * The order checkout would write for the cart now: its lines, the coupon (on the first line) and the
   * tax; worked out here once and stored, every answer and the e-mail read them back.
   */
  private async priceOrder(
    who: CartRequester,
    taxRate: number,
    couponCode: string | undefined,
    customer: { userId?: string; email?: string },
  ): Promise<PricedOrder | null> {
    const order = await this.cartOrder(who);
    if (!order) return null;
    const { cart, lines } = order;
    const coupon = couponCode
      ? await this.coupons.evaluate(
          couponCode,
          orderSubtotal(lines),
          this.queries.couponShopper(customer),
        )
      : undefined;
    if (coupon) lines[0].coupon_value = coupon.discount;
    return {
      cart_id: cart.cart_id,
      version: cart.__v ?? 0,
      lines,
      coupon,
      tax_rate: taxRate,
      ...orderTotals(lines, coupon?.discount ?? 0, taxRate),
    };
  }
}
