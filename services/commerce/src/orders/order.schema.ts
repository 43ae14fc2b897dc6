import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type HydratedDocument } from 'mongoose';

export const ORDER_STATUSES = [
  'pending',
  'paid',
  'processing',
  'shipped',
  'delivered',
  'Canceled',
  'DECLINED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** started: the charge may or may not have happened; failed: never charged, checkout interrupted. */
export type PaymentState = 'started' | 'processing' | 'succeeded' | 'declined' | 'failed';

export interface OrderAddress {
  first_name: string;
  last_name: string;
  street_address: string;
  house_number: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  phone_number: string;
}

/** The catalog's product as it was when the order was placed (the invoice line's product.data.attributes). */
export interface ProductSnapshot {
  id: string;
  name: string;
  slug: string;
  variants: {
    id: string;
    type: string;
    value: string;
    price: number;
    discount_price: number | null;
    is_discount: boolean;
    gallery: { url: string; alternativeText: string; width: number; height: number }[];
  }[];
  /** The chosen variant(s): the line's own price applies. */
  product_variants: { id: string; type: string; value: string; price: number }[];
}

export interface OrderLine {
  id: string;
  /** What the shopper paid for one (the catalogue's price when the order was placed). */
  price: number;
  quantity: number;
  /** price × quantity, worked out once when the order was written. */
  line_total: number;
  coupon_value: number;
  product: ProductSnapshot;
}

export interface StatusChange {
  status: OrderStatus;
  at: Date;
  note: string;
}

/** The invoice ids made since the invoice id is the order's `_id` (8 hex digits at the end; before, 6). */
const INVOICE_ID_AS_ID = /^SO-[0-9A-Z]+-[0-9A-F]{8}$/;

/**
 * The filter that finds an order by its invoice id: by `_id`, the one field the embedded database finds
 * without scanning the collection; older (and seeded) orders by `invoice_id`.
 */
export const orderAddress = (invoiceId: string) =>
  INVOICE_ID_AS_ID.test(invoiceId) ? { _id: invoiceId } : { invoice_id: invoiceId };

/**
 * An order and its invoice (one document: the invoice lines are derived from it by the mapper). Two unique
 * claims make placing it safe without transactions: `idempotency_key` (scoped to the requester) gives a
 * retried request the same order, and `cart_claim` (cart id + cart version) lets only one checkout of a
 * cart's contents proceed; it is released when the payment is declined so the shopper can try again.
 */
@Schema({ collection: 'orders', versionKey: false })
export class Order {
  /** The invoice id (an older order's ObjectId reads as its hex string: find orders by orderAddress). */
  @Prop({ type: String })
  _id!: string;

  @Prop({ required: true, unique: true })
  invoice_id!: string;

  @Prop({ required: true, unique: true })
  idempotency_key!: string;

  @Prop({ type: String, index: { unique: true, sparse: true } })
  cart_claim?: string;

  @Prop({ required: true })
  cart_id!: string;

  @Prop({ type: String, index: true })
  user_id?: string;

  /** sha256 of the guest browser's order cookie; only that browser can read a guest order. */
  @Prop({ type: String })
  guest_key_hash?: string;

  @Prop({ required: true, enum: ORDER_STATUSES })
  status!: OrderStatus;

  @Prop({ type: [MongooseSchema.Types.Mixed], default: [] })
  history!: StatusChange[];

  @Prop({ required: true, lowercase: true, trim: true, index: true })
  email!: string;

  @Prop({ required: true })
  phone!: string;

  @Prop({ type: MongooseSchema.Types.Mixed, required: true })
  address!: OrderAddress;

  @Prop({ type: [MongooseSchema.Types.Mixed], default: [] })
  lines!: OrderLine[];

  @Prop({ required: true })
  subtotal!: number;

  @Prop({ default: 0 })
  discount!: number;

  @Prop({ type: String })
  coupon_code?: string;

  /** Percent. */
  @Prop({ required: true })
  tax_rate!: number;

  @Prop({ required: true })
  tax!: number;

  @Prop({ required: true })
  total!: number;

  @Prop({ default: 'USD' })
  currency!: string;

  @Prop({ type: MongooseSchema.Types.Mixed, default: {} })
  payment!: { provider: string; reference?: string; state: PaymentState; message?: string };

  /**
   * Set when the order is created, removed when its checkout has run to its end (paid and every after-step
   * done, declined, or failed). An order that keeps it past CHECKOUT_RECONCILE_AFTER_MS was interrupted:
   * the reconciler settles it with the payment provider.
   */
  @Prop({ type: Boolean, index: { sparse: true } })
  unsettled?: boolean;

  @Prop({ default: 0 })
  points_earned!: number;

  @Prop({ type: MongooseSchema.Types.Mixed })
  utm?: Record<string, string>;

  @Prop({ default: () => new Date() })
  created_at!: Date;
}

export type OrderDocument = HydratedDocument<Order>;
export const OrderSchema = SchemaFactory.createForClass(Order);

/**
 * A further guest browser that may read a guest order: the one whose retry of the same checkout (same
 * visitor, same Idempotency-Key) arrived after the first answer, with its new cookie, was lost. Insert-only.
 */
@Schema({ collection: 'order_guest_keys', versionKey: false })
export class OrderGuestKey {
  @Prop({ required: true })
  invoice_id!: string;

  @Prop({ required: true })
  guest_key_hash!: string;
}

export const OrderGuestKeySchema = SchemaFactory.createForClass(OrderGuestKey);
OrderGuestKeySchema.index({ guest_key_hash: 1, invoice_id: 1 }, { unique: true });

/** The order-placed event was claimed for sending (unique invoice id): the mail goes out once. */
@Schema({ collection: 'order_placed_events', versionKey: false })
export class OrderPlacedEvent {
  @Prop({ required: true, unique: true })
  invoice_id!: string;

  @Prop({ default: () => new Date() })
  at!: Date;
}

export const OrderPlacedEventSchema = SchemaFactory.createForClass(OrderPlacedEvent);
