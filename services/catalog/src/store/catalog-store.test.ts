import { Logger } from '@nestjs/common';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { Connection } from 'mongoose';
import type { CatalogEnv } from '../config';
import { CatalogStore } from './catalog-store.service';
import { CHANGE_LOG, KEPT_CHANGES, type CatalogChange } from './catalog-changes';
import type { ProductSource, StoredProduct } from './catalog-snapshot';
import { SNAPSHOT_COLLECTION, storedHead, type SnapshotDb } from './stored-snapshot';

type Doc = { _id: string | number } & Record<string, unknown>;

/** `_id` of a filter: a value, or `{ $gte }` / `{ $lte }` a number (what the store asks of the change log). */
function matches(doc: Doc, filter: { _id?: unknown }): boolean {
  const id = filter._id as { $gte?: number; $lte?: number } | string | number | undefined;
  if (id === undefined) return true;
  if (typeof id !== 'object') return doc._id === id;
  const at = doc._id as number;
  return (id.$gte === undefined || at >= id.$gte) && (id.$lte === undefined || at <= id.$lte);
}

/**
 * A database in memory with what the store asks of it: the change log and the stored snapshot's collection.
 * While `hold` is set, reading a page of a stored snapshot waits until it is released.
 */
function memoryDb() {
  const collections = new Map<string, Map<string | number, Doc>>();
  let release: (() => void) | null = null;
  let held: Promise<void> | null = null;
  const docsOf = (name: string) => {
    if (!collections.has(name)) collections.set(name, new Map());
    return collections.get(name) as Map<string | number, Doc>;
  };
  const collection = (name: string) => {
    const docs = docsOf(name);
    return {
      find(filter: { _id?: unknown }) {
        let found = [...docs.values()].filter((doc) => matches(doc, filter));
        const cursor = {
          sort(sort: { _id: 1 | -1 }) {
            found.sort((a, b) => ((a._id as number) - (b._id as number)) * sort._id);
            return cursor;
          },
          limit(limit: number) {
            found = found.slice(0, limit);
            return cursor;
          },
          toArray: async () => found.map((doc) => ({ ...doc })),
        };
        return cursor;
      },
      async findOne({ _id }: { _id: string }) {
        if (held && name === SNAPSHOT_COLLECTION && _id.includes('/')) await held;
        const doc = docs.get(_id);
        return doc ? { ...doc } : null;
      },
      async insertOne(doc: { _id: string | number }) {
        docs.set(doc._id, { ...doc });
      },
      async replaceOne({ _id }: { _id: string }, doc: Record<string, unknown>) {
        docs.set(_id, { ...doc, _id });
      },
      async deleteOne({ _id }: { _id: string }) {
        docs.delete(_id);
      },
      async deleteMany(filter: { _id?: unknown }) {
        for (const doc of [...docs.values()]) if (matches(doc, filter)) docs.delete(doc._id);
      },
    };
  };
  return {
    db: { collection } as SnapshotDb & { collection: typeof collection },
    docsOf,
    hold() {
      held = new Promise((resolve) => (release = resolve));
    },
    release() {
      held = null;
      release?.();
    },
  };
}

/** Products in memory, by id. */
function memorySource(ids: string[]): ProductSource {
  const products = new Map(ids.map((id) => [id, { card: { id } }]));
  return {
    async *all() {
      yield* products.values();
    },
    byId: async (id) => products.get(id) ?? null,
    count: async () => products.size,
    fromJson: (stored) => stored as StoredProduct,
    jsonFormat: 1,
  };
}

/** Lets every pending callback and timer of the store run (it awaits the database in memory only). */
async function settle(until: () => boolean | Promise<boolean>): Promise<void> {
  for (let turn = 0; turn < 10_000; turn += 1) {
    if (await until()) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error('The store never got there');
}

describe('CatalogStore', () => {
  beforeAll(() => Logger.overrideLogger(false));

  it("publishes each batch of changes applied, with the main thread's CPU it took", async () => {
    const memory = memoryDb();
    const store = new CatalogStore(
      { CATALOG_REFRESH_MS: 3_600_000 } as CatalogEnv,
      { db: memory.db } as unknown as Connection,
    );
    store.readProductsFrom(memorySource(['p1', 'p2', 'p3']));
    const published: unknown[] = [];
    const watch = (message: unknown) => published.push(message);
    subscribe('sohnne:catalog:changes-applied', watch);
    store.onApplicationBootstrap();
    try {
      await store.snapshot();
      const log = memory.docsOf(CHANGE_LOG);
      log.set(1, { _id: 1, at: new Date(), products: ['p1', 'p3'], reload: [] });
      await store.refresh();
      expect(published).toEqual([
        { products: 2, cpuMs: expect.any(Number), longestStepMs: expect.any(Number) },
      ]);
    } finally {
      unsubscribe('sohnne:catalog:changes-applied', watch);
      store.onModuleDestroy();
    }
  });

  it('stores the snapshot of a full read that ends while an older snapshot is being stored', async () => {
    const memory = memoryDb();
    const log = memory.docsOf(CHANGE_LOG);
    const record = (change: Omit<CatalogChange, '_id' | 'at'>) => {
      const _id = log.size + 1;
      log.set(_id, { _id, at: new Date(), ...change });
      return _id;
    };
    const store = new CatalogStore(
      { CATALOG_REFRESH_MS: 3_600_000 } as CatalogEnv,
      { db: memory.db } as unknown as Connection,
    );
    store.readProductsFrom(memorySource(['p1', 'p2', 'p3']));
    store.onApplicationBootstrap();
    try {
      await store.snapshot();
      const head = () => storedHead(memory.db, 1);
      await settle(async () => (await head()) !== null);

      // Enough changes for the replica to update the stored snapshot, which is held reading its pages.
      for (let change = 0; change < KEPT_CHANGES / 2; change += 1)
        record({ products: ['p1'], reload: [] });
      memory.hold();
      await store.refresh();
      // A change asks for a full read, which ends (and would store its own snapshot) meanwhile.
      const reload = record({ products: [], reload: ['products'] });
      await store.refresh();
      memory.release();

      await settle(async () => (await head())?.change === reload);
      const stored = (await head()) as NonNullable<Awaited<ReturnType<typeof head>>>;
      const pages = memory.docsOf(SNAPSHOT_COLLECTION);
      expect(pages.has(`${stored.id}/0`)).toBe(true);
      // Only the head and the stored snapshot's page are left: the replaced ones are deleted.
      expect(pages.size).toBe(2);
    } finally {
      store.onModuleDestroy();
    }
  });
});
