/** Catalog service payloads: generated from the service's OpenAPI document (@sohnne/contracts). */
export type {
  Collection,
  Product,
  ProductCardSummary,
  ProductVariant,
  ProductImage as Media,
} from '@sohnne/contracts';
