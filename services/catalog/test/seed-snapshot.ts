import { seedPart, SeedPart } from '@sohnne/service-kit/testing';
import { Types } from 'mongoose';
import { CatalogData, CatalogIndex } from '../src/store/catalog-snapshot';

type SeedDocs = {
  [K in keyof CatalogData]: () => Array<
    Omit<CatalogData[K][number], '_id'> & { _id?: Types.ObjectId }
  >;
};

/** The catalog seed as plain documents, for unit tests that need real data without a database. */
export const catalogSeed = seedPart('catalog') as SeedPart & {
  productDocs: SeedDocs['products'];
  collectionDocs: SeedDocs['collections'];
  designerDocs: SeedDocs['designers'];
  lookDocs: SeedDocs['looks'];
  materialDocs: SeedDocs['materials'];
};

const withIds = <T extends { _id?: Types.ObjectId }>(docs: T[]) =>
  docs.map((doc) => ({ ...doc, _id: doc._id ?? new Types.ObjectId() }));

/** A snapshot built from the seed, exactly as the store builds one from the database. */
export function seedSnapshot(): Promise<CatalogIndex> {
  return CatalogIndex.build(
    {
      products: withIds(catalogSeed.productDocs()),
      collections: withIds(catalogSeed.collectionDocs()),
      designers: withIds(catalogSeed.designerDocs()),
      looks: withIds(catalogSeed.lookDocs()),
      materials: withIds(catalogSeed.materialDocs()),
    } as CatalogData,
    'seed',
  );
}
