import {
  readStoredProducts,
  SNAPSHOT_COLLECTION,
  type SnapshotDb,
  storedHead,
  storeSnapshot,
} from './stored-snapshot';
import { TimeSlicer } from './time-slice';

/** A collection in memory, by `_id`, as the snapshot uses one. */
function memoryDb() {
  const docs = new Map<string, Record<string, unknown>>();
  const db: SnapshotDb = {
    collection(name) {
      expect(name).toBe(SNAPSHOT_COLLECTION);
      return {
        findOne: async ({ _id }) => docs.get(_id) ?? null,
        insertOne: async (doc) => docs.set(doc._id, { ...doc }),
        replaceOne: async ({ _id }, doc) => docs.set(_id, { _id, ...doc }),
        deleteOne: async ({ _id }) => docs.delete(_id),
      };
    },
  };
  return { db, docs };
}

const products = (count: number, name = 'chair') =>
  Array.from({ length: count }, (_, index) => ({ _id: `p${index}`, name }));

const read = (db: SnapshotDb, format = 1) =>
  storedHead(db, format).then(
    (head) => head && readStoredProducts(db, head, () => undefined, new TimeSlicer()),
  );

describe('the stored snapshot', () => {
  it('gives back the products stored, in pages, and the change they include', async () => {
    const { db, docs } = memoryDb();
    const pages: number[] = [];
    await storeSnapshot(db, { change: 7, format: 1, products: products(1200) }, new TimeSlicer());
    const head = await storedHead(db, 1);
    expect(head).toMatchObject({ change: 7, pages: 3, products: 1200 });
    expect(docs.size).toBe(4);
    const stored = await readStoredProducts(
      db,
      head!,
      (count) => pages.push(count),
      new TimeSlicer(),
    );
    expect(stored).toEqual(products(1200));
    expect(pages).toEqual([500, 1000, 1200]);
  });

  it('is not read in another format', async () => {
    const { db } = memoryDb();
    await storeSnapshot(db, { change: 1, format: 1, products: products(3) }, new TimeSlicer());
    expect(await read(db, 2)).toBeNull();
  });

  it('replaces an older snapshot (its pages deleted) but never a more recent one', async () => {
    const { db, docs } = memoryDb();
    await storeSnapshot(
      db,
      { change: 5, format: 1, products: products(600, 'old') },
      new TimeSlicer(),
    );
    expect(
      await storeSnapshot(db, { change: 4, format: 1, products: products(2) }, new TimeSlicer()),
    ).toBe(false);
    expect(
      await storeSnapshot(
        db,
        { change: 9, format: 1, products: products(2, 'new') },
        new TimeSlicer(),
      ),
    ).toBe(true);
    expect(await read(db)).toEqual(products(2, 'new'));
    expect(docs.size).toBe(2);
  });

  it('is not read when a page is gone (a newer snapshot replaced it while reading)', async () => {
    const { db, docs } = memoryDb();
    await storeSnapshot(db, { change: 1, format: 1, products: products(700) }, new TimeSlicer());
    const head = await storedHead(db, 1);
    docs.delete(`${head!.id}/1`);
    expect(await read(db)).toBeNull();
  });
});
