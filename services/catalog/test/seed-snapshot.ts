import { seedPart, SeedPart } from '@sohnne/service-kit/testing';
import { Types } from 'mongoose';
import { collectionsPart, type CollectionRecord } from '../src/collections';
import { designersPart, type DesignerRecord } from '../src/designers';
import { looksPart, type LookRecord } from '../src/looks';
import { materialsPart, type MaterialRecord } from '../src/materials';
import { productLists, type ProductRead, type ProductRecord } from '../src/products';
import { toProductRead } from '../src/products/product-card';
import { SharedStrings } from '../src/products/shared-strings';
import { searchPart } from '../src/search';
import { CatalogIndex } from '../src/store/catalog-snapshot';

type SeedDocs<T> = () => Array<Omit<T, '_id'> & { _id?: Types.ObjectId }>;

/** The catalog seed as plain documents, for unit tests that need real data without a database. */
export const catalogSeed = seedPart('catalog') as SeedPart & {
  productDocs: SeedDocs<ProductRecord>;
  collectionDocs: SeedDocs<CollectionRecord>;
  designerDocs: SeedDocs<DesignerRecord>;
  lookDocs: SeedDocs<LookRecord>;
  materialDocs: SeedDocs<MaterialRecord>;
};

const withIds = <T extends { _id?: Types.ObjectId }>(docs: T[]) =>
  docs.map((doc) => ({ ...doc, _id: doc._id ?? new Types.ObjectId() }));

const read =
  <T>(docs: SeedDocs<T>) =>
  async () =>
    withIds(docs()) as T[];

let reads: ProductRead[] | null = null;

/** The seed's products as the store reads them (the same ids on every call). */
export function seedProducts(): ProductRead[] {
  const shared = new SharedStrings();
  reads ??= withIds(catalogSeed.productDocs()).map((doc) =>
    toProductRead(doc as ProductRecord, shared),
  );
  return reads;
}

/** A snapshot built from the seed with every feature's part, as the store builds one from the database. */
export function seedSnapshot(): Promise<CatalogIndex> {
  return CatalogIndex.build(
    seedProducts(),
    [
      productLists,
      collectionsPart(read(catalogSeed.collectionDocs)),
      designersPart(read(catalogSeed.designerDocs)),
      looksPart(read(catalogSeed.lookDocs)),
      materialsPart(read(catalogSeed.materialDocs)),
      searchPart,
    ],
    'seed',
  );
}
