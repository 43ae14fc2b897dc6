import type { catalog } from '@sohnne/contracts';

export {
  CatalogClient,
  CatalogUnavailableError,
  type CatalogClientOptions,
  type CatalogCollection,
  type CatalogDesigner,
  type CatalogProduct,
} from './catalog-client';
export type CatalogSchemas = catalog.components;
export type CatalogPaths = catalog.paths;
