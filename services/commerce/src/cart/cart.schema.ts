import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument } from 'mongoose';

@Schema({ _id: false, versionKey: false })
export class CartLine {
  @Prop({ required: true })
  id!: string;

  @Prop({ required: true })
  product_id!: string;

  @Prop({ required: true })
  variant_id!: string;

  @Prop({ required: true, min: 1, max: 99 })
  quantity!: number;
}

export const CartLineSchema = SchemaFactory.createForClass(CartLine);

/** Cart ids made before the id became the document's `_id` are 16 random bytes (22 characters). */
const LEGACY_CART_ID_LENGTH = 22;

/** Whether this cart was made before carts were addressed by `_id` (its `_id` is an ObjectId). */
export const isLegacyCartId = (cartId: string) => cartId.length === LEGACY_CART_ID_LENGTH;

/**
 * The filter that finds a cart by its id. A cart's id is its `_id`, the one field the embedded database
 * finds without scanning the collection; older carts are found by `cart_id`.
 */
export const cartAddress = (cartId: string) =>
  isLegacyCartId(cartId) ? { cart_id: cartId } : { _id: cartId };

/**
 * One cart per visitor (addressed by the `sohnne_cart` cookie) or per user (by the session). A visitor cart
 * has no user_id at all (not null), so the sparse unique index allows many of them and one cart per user.
 * `__v` is bumped on every change of `lines` (optimistic concurrency, see CartService.updateLines).
 */
@Schema({ collection: 'carts', timestamps: { createdAt: false, updatedAt: 'updated_at' } })
export class Cart {
  /** The cart's id (= cart_id); a legacy cart's ObjectId reads as its hex string: use cartAddress. */
  @Prop({ type: String })
  _id!: string;

  @Prop({ required: true, unique: true })
  cart_id!: string;

  @Prop({ type: String, index: { unique: true, sparse: true } })
  user_id?: string;

  @Prop({ type: [CartLineSchema], default: [] })
  lines!: CartLine[];

  /** The protection plan is chosen (checkout adds it); unset on legacy carts, see ProtectionPlanService. */
  @Prop({ type: Boolean })
  protection_plan?: boolean;

  @Prop({ index: true })
  updated_at!: Date;
}

export type CartDocument = HydratedDocument<Cart>;
export const CartSchema = SchemaFactory.createForClass(Cart);
