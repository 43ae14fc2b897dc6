export { InMemoryProductSearch, toSearchable } from './product-search';
export type { ProductSearch } from './product-search';
