export { CatalogClientModule } from './catalog-client.module';
export { ProductLookup } from './product-lookup.service';
export type { CatalogImage, CatalogProduct, CatalogVariant } from './catalog-product';
