// What other catalogue modules use of collections: their part of the snapshot and the stored record.
export type { CollectionRecord } from './collection.schema';
export type { CollectionDto } from './dto/collection.dto';
export { COLLECTIONS, collectionsPart } from './collections-part';
export type { CollectionsPart, PlacedCollection } from './collections-part';
