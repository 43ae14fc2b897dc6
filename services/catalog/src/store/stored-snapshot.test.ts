import {
  readStoredProducts,
  SNAPSHOT_COLLECTION,
  type SnapshotDb,
  SnapshotWriter,
  storedHead,
  updateStoredSnapshot,
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
  Array.from({ length: count }, (_, index) => ({ id: `p${index}`, name }));

/** Stores `stored` as the snapshot of change `change`, page by page; whether it did. */
async function storeSnapshot(
  db: SnapshotDb,
  { change, format, products: stored }: { change: number; format: number; products: object[] },
  slicer: TimeSlicer,
): Promise<boolean> {
  const writer = new SnapshotWriter(db, slicer);
  for (const product of stored) await writer.add(product);
  return writer.commit(change, format);
}

/** The products of the stored snapshot (null: none of this format, or not whole). */
async function read(db: SnapshotDb, format = 1): Promise<unknown[] | null> {
  const head = await storedHead(db, format);
  const stored: unknown[] = [];
  const whole =
    head &&
    (await readStoredProducts(db, head, (page) => void stored.push(...page), new TimeSlicer()));
  return whole ? stored : null;
}

describe('the stored snapshot', () => {
  it('gives back the products stored, in pages, and the change they include', async () => {
    const { db, docs } = memoryDb();
    const pages: number[] = [];
    await storeSnapshot(db, { change: 7, format: 1, products: products(1200) }, new TimeSlicer());
    const head = await storedHead(db, 1);
    expect(head).toMatchObject({ change: 7, pages: 3, products: 1200 });
    expect(docs.size).toBe(4);
    const stored: unknown[] = [];
    const whole = await readStoredProducts(
      db,
      head!,
      (page, count) => {
        stored.push(...page);
        pages.push(count);
      },
      new TimeSlicer(),
    );
    expect(whole).toBe(true);
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

  it('is updated with the products changed since, read again (the deleted ones left out)', async () => {
    const { db, docs } = memoryDb();
    await storeSnapshot(db, { change: 3, format: 1, products: products(700) }, new TimeSlicer());
    const update = {
      format: 1,
      changedAfter: (after: number) => (after === 3 ? new Set(['p1', 'p650', 'p900']) : null),
      idOf: (stored: unknown) => (stored as { id: string }).id,
      read: async (ids: readonly string[]) =>
        ids.filter((id) => id !== 'p650').map((id) => ({ id, name: 'new' })),
    };
    expect(await updateStoredSnapshot(db, { ...update, change: 3 }, new TimeSlicer())).toBe(false);
    expect(await updateStoredSnapshot(db, { ...update, change: 8 }, new TimeSlicer())).toBe(true);
    const kept = products(700).filter(({ id }) => !['p1', 'p650'].includes(id));
    expect(await read(db)).toEqual([
      ...kept,
      { id: 'p1', name: 'new' },
      { id: 'p900', name: 'new' },
    ]);
    expect(await storedHead(db, 1)).toMatchObject({ change: 8, products: 700 });
    expect(docs.size).toBe(3);
    // Changes since change 8 not known: not updated.
    expect(await updateStoredSnapshot(db, { ...update, change: 9 }, new TimeSlicer())).toBe(false);
  });
});
