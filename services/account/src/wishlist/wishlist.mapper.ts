import type { CatalogProduct } from '@sohnne/catalog-client';
import type { WishlistItem, WishlistItemDocument } from './wishlist-item.schema';

export interface WishlistItemView {
  wishlist_id: string;
  product_id: string;
  name: string;
  slug: string;
  smallImageUrl: string | null;
  price: number;
  discount_price: number | null;
  is_discount: boolean;
  pay_price: number;
  was_price: number | null;
  /** False when the product is no longer in the catalog. */
  available: boolean;
}

export type ProductSnapshot = Pick<
  WishlistItem,
  | 'name'
  | 'slug'
  | 'small_image_url'
  | 'price'
  | 'discount_price'
  | 'is_discount'
  | 'pay_price'
  | 'was_price'
>;

export function toSnapshot(product: CatalogProduct): ProductSnapshot {
  return {
    name: product.name,
    slug: product.slug,
    small_image_url: product.image?.url ?? null,
    price: product.price,
    discount_price: product.discount_price,
    is_discount: product.is_discount,
    pay_price: product.pay_price,
    was_price: product.was_price,
  };
}

/** The stored item, with the catalog's current summary when there is one. */
export function toWishlistItemView(
  item: WishlistItemDocument,
  current: ProductSnapshot | undefined,
  available: boolean,
): WishlistItemView {
  const summary = current ?? item;
  return {
    wishlist_id: item.id,
    product_id: item.product_id,
    name: summary.name,
    slug: summary.slug,
    smallImageUrl: summary.small_image_url,
    price: summary.price,
    discount_price: summary.discount_price,
    is_discount: summary.is_discount,
    // The catalogue's figures as published: an item saved before it published pay_price shows its list price.
    pay_price: summary.pay_price ?? summary.price,
    was_price: summary.was_price,
    available,
  };
}
