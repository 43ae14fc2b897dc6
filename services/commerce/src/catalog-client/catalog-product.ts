import type { CatalogProduct as ProductDto, CatalogSchemas } from '@sohnne/catalog-client';

/** The parts of the catalogue's generated ProductDto that commerce reads. */
export type CatalogProduct = Pick<ProductDto, 'id' | 'slug' | 'name' | 'image' | 'variants'>;
export type CatalogVariant = CatalogSchemas['schemas']['VariantDto'];
export type CatalogImage = CatalogSchemas['schemas']['ImageDto'];
