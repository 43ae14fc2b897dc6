/** Catalog service payloads: generated from the service's OpenAPI document (@sohnne/contracts). */
export type { Collection, Product, ProductVariant, ProductImage as Media } from '@sohnne/contracts';
