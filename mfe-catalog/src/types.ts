/** Catalog service payloads (see the API contract in the team brief). */
export interface Media {
  url: string;
  alternativeText?: string | null;
  width?: number | null;
  height?: number | null;
}

export interface Collection {
  id: string;
  name: string;
  slug: string;
  description?: string | null;
  /** Image URLs (the seed's thumbnails are 800x1000). */
  thumbnail_desktop: string;
  banner: string;
  children: Collection[];
}

export interface ProductVariant {
  id: string;
  type: string;
  value: string;
  price: number;
  discount_price: number | null;
  is_discount: boolean;
  gallery: Media[];
}

export interface Product {
  id: string;
  slug: string;
  name: string;
  designer?: string | null;
  badge_text?: string | null;
  featured: boolean;
  collection_slugs: string[];
  image: Media;
  image_list: Media[];
  price: number;
  discount_price: number | null;
  is_discount: boolean;
  variants: ProductVariant[];
}

export interface Page<T> {
  data: T[];
  meta: { page: number; perPage: number; total: number; totalPages: number };
}
