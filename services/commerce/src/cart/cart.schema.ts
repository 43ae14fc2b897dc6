import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

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

/**
 * A line as stored: `<id> <product_id> <variant_id> <quantity>` (none of the ids has a space). One string
 * per line instead of a sub-document: the embedded database decodes and encodes each field of a document
 * on every read and write, so a cart of 40 lines took 5–8 ms a command as sub-documents and 1.5–3 ms as
 * strings (infra/db's FerretDB, 2 shared cores).
 */
export const packLine = ({ id, product_id, variant_id, quantity }: CartLine): string =>
  `${id} ${product_id} ${variant_id} ${quantity}`;

const unpackLine = (packed: string): CartLine => {
  const [id, product_id, variant_id, quantity] = packed.split(' ');
  return { id, product_id, variant_id, quantity: Number(quantity) };
};

/** A cart's lines, from either form (carts written before packed lines have `lines`). */
export const cartLines = (cart: Pick<Cart, 'lines' | 'packed_lines'>): CartLine[] =>
  cart.packed_lines
    ? cart.packed_lines.map(unpackLine)
    : (cart.lines ?? []).map(({ id, product_id, variant_id, quantity }) => ({
        id,
        product_id,
        variant_id,
        quantity,
      }));

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

  /** The lines of a cart last written before packed_lines; a write replaces them with packed_lines. */
  @Prop({ type: [CartLineSchema], default: undefined })
  lines?: CartLine[];

  /** The lines, each packed into one string (packLine); read with cartLines. */
  @Prop({ type: [String], default: undefined })
  packed_lines?: string[];

  /** The protection plan is chosen (checkout adds it); unset on legacy carts, see ProtectionPlanService. */
  @Prop({ type: Boolean })
  protection_plan?: boolean;

  @Prop({ index: true })
  updated_at!: Date;
}

/** A cart as read: plain data (no mongoose document to build); `__v` counts the changes of its lines. */
export type StoredCart = Cart & { __v?: number };
export const CartSchema = SchemaFactory.createForClass(Cart);
