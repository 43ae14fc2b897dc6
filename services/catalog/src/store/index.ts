export type { CatalogIndex, CatalogSnapshot } from './catalog-snapshot';
