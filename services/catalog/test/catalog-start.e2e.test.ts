import { setTimeout as sleep } from 'node:timers/promises';
import { getConnectionToken, getModelToken } from '@nestjs/mongoose';
import { seedPart, startTestService, TestService } from '@sohnne/service-kit/testing';
import type { Connection, Model } from 'mongoose';
import type { CatalogEnv } from '../src/config';
import { PRODUCTS, productLists } from '../src/products';
import { ProductReader } from '../src/products/product-source';
import { Product } from '../src/products/product.schema';
import { recordCatalogChange } from '../src/store/catalog-changes';
import { CatalogStore } from '../src/store';
import { SNAPSHOT_COLLECTION } from '../src/store/stored-snapshot';

const catalogSeed = seedPart('catalog');

let service: TestService;

beforeAll(async () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  service = await startTestService(() => require('../src/app.module').AppModule);
  await catalogSeed.seed(service.db);
  // The seed's change asks for a full read, after which the replica stores the catalogue for the next one.
  await service.app.get(CatalogStore).refresh();
  const snapshots = service.db.collection<{ _id: string }>(SNAPSHOT_COLLECTION);
  for (let tries = 0; !(await snapshots.findOne({ _id: 'head' })); tries += 1) {
    if (tries > 100) throw new Error('No snapshot stored');
    await sleep(100);
  }
});

afterAll(async () => {
  await service?.stop();
});

/** Another replica's store on the same database, keeping the product lists. */
function nextReplica(): CatalogStore {
  const store = new CatalogStore(
    { CATALOG_REFRESH_MS: 60_000 } as CatalogEnv,
    service.app.get<Connection>(getConnectionToken()),
  );
  store.readProductsFrom(
    new ProductReader(service.app.get<Model<Product>>(getModelToken(Product.name))),
  );
  store.register(productLists);
  return store;
}

describe('a next replica', () => {
  it('starts from the stored snapshot and the changes recorded since, not from every product', async () => {
    const products = service.db.collection('products');
    const [unrecorded, recorded] = await products.find({}).sort({ slug: 1 }).limit(2).toArray();
    // Written without a change: a replica reading every product would see it, one starting from the
    // snapshot does not (until the change log names it).
    await products.updateOne({ _id: unrecorded._id }, { $set: { name: 'Not in the log' } });
    await products.updateOne(
      { _id: recorded._id },
      { $set: { name: 'Renamed since the snapshot' } },
    );
    await recordCatalogChange(service.db, { products: [recorded._id] });

    const replica = nextReplica();
    replica.onApplicationBootstrap();
    try {
      expect(replica.startProgress()).toMatchObject({ productsRead: 0, partsTotal: 1 });
      const { productBySlug } = (await replica.snapshot()).part(PRODUCTS);
      expect(productBySlug.get(recorded.slug)?.name).toBe('Renamed since the snapshot');
      expect(productBySlug.get(unrecorded.slug)?.name).toBe(unrecorded.name);
      expect(productBySlug.size).toBe(
        (await service.app.get(CatalogStore).snapshot()).part(PRODUCTS).productBySlug.size,
      );
      expect(replica.startProgress()).toBeNull();
    } finally {
      replica.onModuleDestroy();
    }
  });
});
