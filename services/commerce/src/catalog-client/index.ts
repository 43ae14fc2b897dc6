export type { CatalogImage, CatalogProduct, CatalogVariant } from './catalog.types';
