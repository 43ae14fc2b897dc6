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

/**
 * One cart per visitor (addressed by the `sohnne_cart` cookie) or per user (by the session). A visitor cart
 * has no user_id at all (not null), so the sparse unique index allows many of them and one cart per user.
 * `__v` is bumped on every change of `lines` (optimistic concurrency, see CartService.updateLines).
 */
@Schema({ collection: 'carts', timestamps: { createdAt: false, updatedAt: 'updated_at' } })
export class Cart {
  @Prop({ required: true, unique: true })
  cart_id!: string;

  @Prop({ type: String, index: { unique: true, sparse: true } })
  user_id?: string;

  @Prop({ type: [CartLineSchema], default: [] })
  lines!: CartLine[];

  @Prop({ index: true })
  updated_at!: Date;
}

export type CartDocument = HydratedDocument<Cart>;
export const CartSchema = SchemaFactory.createForClass(Cart);
