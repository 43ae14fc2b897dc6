// What the snapshot uses of collections: the stored record, the tree built from it and the listing index.
export { CatalogCollection, CollectionSchema } from './collection.schema';
export type { CollectionRecord } from './collection.schema';
export type { CollectionDto } from './dto/collection.dto';
export { buildCollectionTree } from './collection-tree';
export { ListingIndex } from './facets';
