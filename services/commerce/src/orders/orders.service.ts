import { createHash, randomBytes } from 'node:crypto';
import {
  BadRequestException,
  ConflictException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { SessionClaims } from '@sohnne/service-kit';
import type { Model } from 'mongoose';
import { Cart } from '../cart/cart.schema';
import { CartRequester, CartService } from '../cart/cart.service';
import { CatalogClient } from '../catalog-client/catalog-client.service';
import { CouponsService, type AppliedCoupon } from '../coupons/coupons.service';
import { PAYMENT_PROVIDER, type PaymentEvent, type PaymentProvider } from '../payments/payment-provider';
import { CartProtectionPlan, protectionPlanLine } from '../protection-plan/protection-plan';
import { pointsForTotal } from '../rewards/vouchers';
import { RewardsService } from '../rewards/rewards.service';
import { NOT_SHIPPED_THERE, countryCode, taxRateFor } from '../tax/tax-rates';
import type { CheckoutDto, QuoteDto } from './dto/checkout.dto';
import { OrderPlacedHook } from './order-placed.hook';
import { orderTotal, subtotalOf, taxAmount } from './order.rules';
import { Order, OrderDocument, OrderLine, OrderStatus } from './order.schema';

export const SHIPPING_LABEL = 'Free premium shipping, estimated 2-5 business days';
export const EMPTY_CART = 'Your cart is empty';
export const CART_IN_CHECKOUT = 'This cart is already being checked out';
export const ORDER_NOT_FOUND = 'Order not found';
export const ONLY_PENDING = 'Only pending orders can be canceled';

/** Who is placing or reading an order. */
export interface OrderRequester extends CartRequester {
  /** The guest browser's order key (cookie), if it has one. */
  guestKey?: string;
}

export class PaymentDeclinedException extends HttpException {
  constructor(message: string, invoiceId: string) {
    super(
      { statusCode: HttpStatus.PAYMENT_REQUIRED, message, invoice_id: invoiceId, status: 'DECLINED' },
      HttpStatus.PAYMENT_REQUIRED,
    );
  }
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const isDuplicateKey = (error: unknown) => (error as { code?: number })?.code === 11000;
const newInvoiceId = () => `SO-${Date.now().toString(36).toUpperCase()}-${randomBytes(3).toString('hex').toUpperCase()}`;
const cents = (amount: number) => Math.round(amount * 100);
/** A stored line in the invoice-line shape the spec's rules are written for. */
const asInvoiceLine = (line: OrderLine) => ({ ...line, product: { data: { attributes: line.product } } });

interface Priced {
  cart_id: string;
  version: number;
  lines: OrderLine[];
  subtotal: number;
  coupon?: AppliedCoupon;
  tax_rate: number;
  tax: number;
  total: number;
}

@Injectable()
export class OrdersService {
  private readonly logger = new Logger(OrdersService.name);

  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    @InjectModel(Cart.name) private readonly carts: Model<Cart>,
    @InjectModel(CartProtectionPlan.name) private readonly plans: Model<CartProtectionPlan>,
    private readonly cartService: CartService,
    private readonly catalog: CatalogClient,
    private readonly coupons: CouponsService,
    private readonly rewards: RewardsService,
    private readonly placed: OrderPlacedHook,
    @Inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider,
  ) {}

  /** The summary column: lines, subtotal, discount, tax, shipping and total for the current cart. */
  async quote(who: OrderRequester, body: QuoteDto) {
    const taxRate = body.address ? this.taxRate(body.address.country, body.address.state ?? '') : 0;
    let couponMessage: string | undefined;
    let priced: Priced | null;
    try {
      priced = await this.priceCart(who, taxRate, body.coupon_code, { userId: who.user?.sub });
    } catch (error) {
      if (!(error instanceof BadRequestException) || !body.coupon_code) throw error;
      couponMessage = (error.getResponse() as { message: string }).message;
      priced = await this.priceCart(who, taxRate, undefined, {});
    }
    const lines = priced?.lines ?? [];
    return {
      lines: lines.map((line) => ({
        id: line.id,
        productId: line.product.id,
        variantId: line.product.product_variants[0]?.id ?? '',
        name: line.product.name,
        variantLabel: line.product.product_variants.map((v) => `${v.type}: ${v.value}`).join(', '),
        price: line.price,
        quantity: line.quantity,
        lineTotal: (cents(line.price) * line.quantity) / 100,
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

  /** The current cart's subtotal (coupon validation). */
  async cartSubtotal(who: CartRequester) {
    return (await this.cartService.view(who)).priced.subtotal;
  }

  /**
   * Places an order for the requester's cart. The same idempotency key answers the same order; a second
   * checkout of the same cart contents while one is under way is refused (409).
   */
  async checkout(who: OrderRequester, idempotencyKey: string, body: CheckoutDto) {
    const scope = who.user ? `user:${who.user.sub}` : `guest:${who.guestKey ?? who.cookieCartId ?? ''}`;
    const key = `${scope}:${idempotencyKey}`;
    const previous = await this.orders.findOne({ idempotency_key: key });
    if (previous) return this.answerPrevious(previous);

    const taxRate = this.taxRate(body.address.country, body.address.state);
    const customer = { userId: who.user?.sub, email: body.contact.email };
    const priced = await this.priceCart(who, taxRate, body.coupon_code, customer);
    if (!priced) throw new BadRequestException(EMPTY_CART);

    const invoiceId = newInvoiceId();
    const now = new Date();
    let order: OrderDocument;
    try {
      order = await this.orders.create({
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
        discount: priced.coupon?.discount ?? 0,
        coupon_code: priced.coupon?.code,
        tax_rate: priced.tax_rate,
        tax: priced.tax,
        total: priced.total,
        payment: { provider: this.payments.name, state: 'started' },
        created_at: now,
      });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      // Either claim may be the one reported: the same key means the same order, else the cart is taken.
      const same = await this.orders.findOne({ idempotency_key: key });
      if (same) return this.answerPrevious(same);
      throw new ConflictException(CART_IN_CHECKOUT);
    }

    if (priced.coupon && !(await this.coupons.claimUse(priced.coupon.code, customer, invoiceId))) {
      await this.orders.deleteOne({ _id: order._id });
      throw new BadRequestException('You have already used this coupon');
    }

    let result;
    try {
      result = await this.payments.charge({
        invoiceId,
        amountCents: cents(priced.total),
        currency: 'usd',
        email: body.contact.email,
        card: body.payment.card,
        paymentMethodId: body.payment.paymentMethodId,
      });
    } catch (error) {
      // Invalid card details or the provider unreachable: no order is left behind, the cart stays.
      await this.coupons.releaseUse(invoiceId);
      await this.orders.deleteOne({ _id: order._id });
      throw error;
    }

    if (result.state === 'declined') {
      await this.decline(invoiceId, result.message, result.reference);
      throw new PaymentDeclinedException(result.message, invoiceId);
    }
    if (result.state === 'processing') {
      await this.orders.updateOne(
        { _id: order._id },
        { $set: { payment: { provider: this.payments.name, state: 'processing', reference: result.reference } } },
      );
      return { invoice_id: invoiceId, status: 'pending', total: priced.total, client_secret: result.clientSecret };
    }
    await this.paymentSucceeded(invoiceId, result.reference);
    return { invoice_id: invoiceId, status: 'pending', total: priced.total };
  }

  /** A verified webhook event from the payment provider. */
  async applyPaymentEvent(event: PaymentEvent) {
    if (event.state === 'succeeded') await this.paymentSucceeded(event.invoiceId, event.reference);
    else await this.decline(event.invoiceId, event.message ?? 'Payment failed', event.reference);
  }

  async listFor(userId: string) {
    return this.orders.find({ user_id: userId }).sort({ created_at: -1 }).limit(200).lean();
  }

  /** The order if this requester may read it (its signed-in owner, or the guest browser that placed it). */
  async readable(invoiceId: string, who: OrderRequester): Promise<OrderDocument> {
    const order = await this.orders.findOne({ invoice_id: invoiceId });
    if (!order || !this.mayRead(order, who)) throw new NotFoundException(ORDER_NOT_FOUND);
    return order;
  }

  async ownedBy(invoiceId: string, user: SessionClaims): Promise<OrderDocument> {
    const order = await this.orders.findOne({ invoice_id: invoiceId, user_id: user.sub });
    if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
    return order;
  }

  /** Cancels a pending order of this user: refund, coupon use given back, points reversed. */
  async cancel(invoiceId: string, user: SessionClaims) {
    const canceled = await this.orders.findOneAndUpdate(
      { invoice_id: invoiceId, user_id: user.sub, status: 'pending' },
      {
        $set: { status: 'Canceled' },
        $push: { history: { status: 'Canceled', at: new Date(), note: 'Canceled by the customer' } },
      },
      { new: true },
    );
    if (!canceled) {
      await this.ownedBy(invoiceId, user); // 404 for someone else's or an unknown order
      throw new ConflictException(ONLY_PENDING);
    }
    if (canceled.payment?.reference && canceled.payment.state === 'succeeded')
      await this.payments.refund(canceled.payment.reference);
    await this.coupons.releaseUse(invoiceId);
    if (canceled.points_earned > 0)
      await this.rewards.grant(user.sub, `cancel:${invoiceId}`, -canceled.points_earned, `Order ${invoiceId} canceled`);
    return canceled;
  }

  async storeUtm(invoiceId: string, who: OrderRequester, utm: Record<string, string>) {
    const order = await this.readable(invoiceId, who);
    await this.orders.updateOne({ _id: order._id }, { $set: { utm } });
    return { invoice_id: invoiceId, utm };
  }

  async track(invoiceId: string, email: string) {
    const order = await this.orders.findOne({ invoice_id: invoiceId.trim(), email: email.trim().toLowerCase() });
    if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
    return order;
  }

  private mayRead(order: OrderDocument, who: OrderRequester) {
    if (order.user_id) return order.user_id === who.user?.sub;
    return !!who.guestKey && !!order.guest_key_hash && order.guest_key_hash === sha256(who.guestKey);
  }

  private answerPrevious(order: OrderDocument) {
    if (order.status === 'DECLINED')
      throw new PaymentDeclinedException(order.payment?.message ?? 'Payment declined', order.invoice_id);
    return { invoice_id: order.invoice_id, status: order.status, total: order.total };
  }

  private taxRate(country: string, state: string) {
    const rate = taxRateFor(country, state);
    if (rate === undefined) throw new BadRequestException(NOT_SHIPPED_THERE);
    return rate;
  }

  /** Prices the cart from the catalog now (never from the browser) and applies the coupon and tax. */
  private async priceCart(
    who: CartRequester,
    taxRate: number,
    couponCode: string | undefined,
    customer: { userId?: string; email?: string },
  ): Promise<Priced | null> {
    const { cart, priced } = await this.cartService.view(who);
    if (!cart || priced.lines.length === 0) return null;
    const products = await this.catalog.lookup(priced.lines.map((line) => line.productId));
    const lines: OrderLine[] = [];
    for (const line of priced.lines) {
      const product = products.get(line.productId);
      const variant = product?.variants.find((v) => v.id === line.variantId);
      if (!product || !variant) continue;
      lines.push({
        id: line.id,
        price: line.unitPrice,
        quantity: line.quantity,
        coupon_value: 0,
        product: {
          id: product.id,
          name: product.name,
          slug: product.slug,
          variants: product.variants.map((v) => ({
            id: v.id,
            type: v.type,
            value: v.value,
            price: v.price,
            discount_price: v.discount_price,
            is_discount: v.is_discount,
            gallery: v.gallery ?? [],
          })),
          product_variants: [{ id: variant.id, type: variant.type, value: variant.value, price: line.unitPrice }],
        },
      });
    }
    if (lines.length === 0) return null;
    if (await this.plans.exists({ cart_id: cart.cart_id })) lines.push(protectionPlanLine());
    const subtotal = subtotalOf(lines.map(asInvoiceLine));
    const coupon = couponCode ? await this.coupons.evaluate(couponCode, subtotal, customer) : undefined;
    if (coupon) lines[0].coupon_value = coupon.discount;
    return {
      cart_id: cart.cart_id,
      version: cart.__v ?? 0,
      lines,
      subtotal,
      coupon,
      tax_rate: taxRate,
      tax: taxAmount(taxRate, subtotal, coupon?.discount ?? 0),
      total: orderTotal(lines.map(asInvoiceLine)),
    };
  }

  private async decline(invoiceId: string, message: string, reference?: string) {
    const order = await this.orders.findOneAndUpdate(
      { invoice_id: invoiceId, status: 'pending' },
      {
        $set: { status: 'DECLINED' satisfies OrderStatus, payment: { provider: this.payments.name, state: 'declined', reference, message } },
        $unset: { cart_claim: 1 },
        $push: { history: { status: 'DECLINED', at: new Date(), note: message } },
      },
      { new: true },
    );
    if (order) await this.coupons.releaseUse(invoiceId);
  }

  /** Payment taken: the order stays pending (cancelable until processing), points, cart emptied, hook. */
  private async paymentSucceeded(invoiceId: string, reference: string) {
    const order = await this.orders.findOneAndUpdate(
      { invoice_id: invoiceId, 'payment.state': { $ne: 'succeeded' } },
      {
        // The cart_claim stays: this cart version is bought (a parallel checkout of it gets 409).
        $set: { payment: { provider: this.payments.name, state: 'succeeded', reference } },
      },
      { new: true },
    );
    if (!order) return;
    if (order.user_id) {
      const points = pointsForTotal(order.total);
      await this.rewards.ensureSignUpBonus(order.user_id);
      await this.rewards.grant(order.user_id, `order:${invoiceId}`, points, `Order ${invoiceId}`);
      await this.orders.updateOne({ _id: order._id }, { $set: { points_earned: points } });
    }
    await this.removeBoughtLines(order);
    if (order.lines.some((line) => line.id === protectionPlanLine().id))
      await this.plans.deleteOne({ cart_id: order.cart_id });
    await this.placed.emit(order);
  }

  /** Takes the bought lines out of the cart (lines added meanwhile stay), version-checked like the cart. */
  private async removeBoughtLines(order: OrderDocument) {
    const bought = new Set(order.lines.map((line) => line.id));
        for (let attempt = 0; attempt < 5; attempt++) {
      const cart = await this.carts.findOne({ cart_id: order.cart_id });
      if (!cart) return;
      const lines = cart.lines.filter((line) => !bought.has(line.id));
      const updated = await this.carts.findOneAndUpdate(
        { _id: cart._id, __v: cart.__v },
        { $set: { lines }, $inc: { __v: 1 } },
      );
      if (updated) return;
    }
    this.logger.warn(`Could not empty the cart of order ${order.invoice_id}`);
  }
}
