import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument, Types } from 'mongoose';

/** A product on a customer's wishlist, with the catalog's summary as it was when it was added. */
@Schema({
  collection: 'wishlist_items',
  versionKey: false,
  timestamps: { createdAt: 'created_at', updatedAt: false },
})
export class WishlistItem {
  @Prop({ type: Types.ObjectId, required: true })
  user_id!: Types.ObjectId;

  @Prop({ required: true })
  product_id!: string;

  @Prop({ required: true })
  name!: string;

  @Prop({ required: true })
  slug!: string;

  @Prop({ type: String, default: null })
  small_image_url!: string | null;

  @Prop({ required: true })
  price!: number;

  @Prop({ type: Number, default: null })
  discount_price!: number | null;

  @Prop({ default: false })
  is_discount!: boolean;

  /** What the catalogue said a shopper pays; absent on items saved before it published it. */
  @Prop({ type: Number })
  pay_price?: number;

  /** The price it replaced when on sale, as the catalogue published it. */
  @Prop({ type: Number, default: null })
  was_price!: number | null;

  created_at!: Date;
}

export type WishlistItemDocument = HydratedDocument<WishlistItem>;
export const WishlistItemSchema = SchemaFactory.createForClass(WishlistItem);
// One entry per customer and product: adding twice is harmless.
WishlistItemSchema.index({ user_id: 1, product_id: 1 }, { unique: true });
