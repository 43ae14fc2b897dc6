export {
  CatalogClient,
  CatalogUnavailableError,
  type CatalogClientOptions,
  type CatalogCollection,
  type CatalogDesigner,
  type CatalogProduct,
} from './catalog-client';
export type { components as CatalogSchemas, paths as CatalogPaths } from './catalog-api';
