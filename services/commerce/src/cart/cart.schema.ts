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

const USER_CART_PREFIX = 'user:';

/**
 * A signed-in user's cart id (its `_id`): derived from the user, so that the cart is found by `_id`, the
 * one filter the embedded database answers from an index (a `user_id` filter decodes every cart).
 */
export const userCartId = (userId: string) => `${USER_CART_PREFIX}${userId}`;

/** Whether this cart was made before carts were addressed by `_id` (its `_id` is an ObjectId). */
export const isLegacyCartId = (cartId: string) =>
  cartId.length === LEGACY_CART_ID_LENGTH && !cartId.startsWith(USER_CART_PREFIX);

/**
 * The filter that finds a cart by its id. A cart's id is its `_id`, the one field the embedded database
 * finds without scanning the collection; older carts are found by `cart_id`.
 */
export const cartAddress = (cartId: string) =>
  isLegacyCartId(cartId) ? { cart_id: cartId } : { _id: cartId };

/**
 * One cart per visitor (addressed by the `sohnne_cart` cookie) or per user (by the session). A visitor cart
 * has no user_id at all (not null), so the sparse unique index allows many of them and one cart per user.
 * A user's cart has the id `userCartId(user)`; one made before that (a random id) is moved to it when
 * the user's cart is next written (CartService).
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
