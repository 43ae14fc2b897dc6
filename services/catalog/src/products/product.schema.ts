import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';

@Schema({ _id: false, versionKey: false })
export class ProductImage {
  @Prop({ required: true })
  url!: string;

  @Prop({ required: true })
  alternativeText!: string;

  @Prop({ required: true })
  width!: number;

  @Prop({ required: true })
  height!: number;
}

const ProductImageSchema = SchemaFactory.createForClass(ProductImage);

@Schema({ versionKey: false })
export class ProductVariant {
  /** What the variant varies, e.g. 'Color' or 'Material'. */
  @Prop({ required: true })
  type!: string;

  @Prop({ required: true })
  value!: string;

  /** USD. */
  @Prop({ required: true, min: 0 })
  price!: number;

  /** USD; set when is_discount. */
  @Prop({ type: Number, default: null, min: 0 })
  discount_price!: number | null;

  @Prop({ default: false })
  is_discount!: boolean;

  @Prop({ type: [ProductImageSchema], default: [] })
  gallery!: ProductImage[];
}

/**
 * Queries the service sends here (./product-source.ts, for the catalogue store), and the index each uses:
 * - every product, at start and when the change log asks for a full read: a scan, in batches;
 * - one product by `_id`, for each product the change log names: the `_id` index.
 * Filters, sorting and search run in memory, so no other index is needed; `slug` is unique for the writers,
 * who upsert by it. Writers record every write in the change log (src/store/catalog-changes.ts).
 */
@Schema({ collection: 'products', versionKey: false })
export class Product {
  @Prop({ required: true, unique: true })
  slug!: string;

  @Prop({ required: true })
  name!: string;

  /** The designer's display name ('Sohnne Studio' for our own designs). */
  @Prop({ default: '' })
  designer!: string;

  /** The designer's slug (designers collection); null for studio designs. */
  @Prop({ type: String, default: null })
  designer_slug!: string | null;

  @Prop({ default: '' })
  description!: string;

  @Prop({ type: String, default: null })
  badge_text!: string | null;

  @Prop({ default: false })
  featured!: boolean;

  /** Every collection the product is listed in, ancestors included. */
  @Prop({ type: [String], default: [] })
  collection_slugs!: string[];

  /** The product's own (leaf) collection: the category filter and its breadcrumb. */
  @Prop({ required: true })
  category!: string;

  /** Material filter values (slugs) and their labels, in the same order. */
  @Prop({ type: [String], default: [] })
  materials!: string[];

  @Prop({ type: [String], default: [] })
  material_labels!: string[];

  /** Colour filter values (colour families across the variants). */
  @Prop({ type: [String], default: [] })
  colors!: string[];

  @Prop({ default: false })
  express_shipping!: boolean;

  @Prop({ default: '' })
  delivery_note!: string;

  @Prop({ default: '' })
  dimensions!: string;

  @Prop({ type: [ProductImageSchema], default: [] })
  image_list!: ProductImage[];

  /** The first variant is the default one; its price is the product's price. */
  @Prop({
    type: [SchemaFactory.createForClass(ProductVariant)],
    validate: {
      validator: (variants: unknown[]) => variants.length > 0,
      message: 'A product needs at least one variant',
    },
  })
  variants!: ProductVariant[];
}

export const ProductSchema = SchemaFactory.createForClass(Product);

export type ProductRecord = Omit<Product, 'variants'> & {
  _id: Types.ObjectId;
  variants: Array<ProductVariant & { _id: Types.ObjectId }>;
};
