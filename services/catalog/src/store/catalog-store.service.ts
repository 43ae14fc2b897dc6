import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnModuleDestroy,
} from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { channel } from 'node:diagnostics_channel';
import { SERVICE_ENV } from '@sohnne/service-kit';
import type { Connection } from 'mongoose';
import type { CatalogEnv } from '../config';
import { changesAfter, ChangeLogDb, KEPT_CHANGES, latestChange } from './catalog-changes';
import {
  AnyPartDefinition,
  CatalogIndex,
  CatalogSnapshot,
  PartDefinition,
  ProductSource,
  StoredProduct,
} from './catalog-snapshot';
import {
  readStoredProducts,
  SnapshotDb,
  SnapshotHead,
  SnapshotWriter,
  storedHead,
  updateStoredSnapshot,
} from './stored-snapshot';
import { TimeSlicer } from './time-slice';

/** Changes read from the log at a time. */
const CHANGES_PER_READ = 100;
/** Above this many changed products, reading the whole catalogue again is cheaper than one read each. */
const MAX_PRODUCTS_READ_ONE_BY_ONE = 2000;
/** Products read back at once after a change (each by `_id`, the one lookup every backend serves from an index). */
const PARALLEL_READS = 8;
/** Products read between two lines of progress in the log. */
const PROGRESS_EVERY = 10_000;
/**
 * Changes applied since the stored snapshot after which a replica stores its catalogue again, so that the
 * next replica finds the stored snapshot's change still in the log (which keeps KEPT_CHANGES).
 */
const STORE_AFTER_CHANGES = KEPT_CHANGES / 2;
/**
 * Each batch of changes applied: its products and the main thread's CPU applying them (`cpuMs`, and
 * `longestStepMs`, the longest it held the event loop), for a probe or a benchmark to watch. Nothing is
 * published without a subscriber.
 */
const changesApplied = channel('sohnne:catalog:changes-applied');

/** How far a start is: the readiness answer while the catalogue is read (./readiness.ts). */
export interface StartProgress {
  /** Where the products are read from: the snapshot stored by a replica (then the change log), or the products. */
  source: 'stored snapshot' | 'database' | null;
  productsRead: number;
  /** Products to read (null until known). */
  productsTotal: number | null;
  /** Parts of the catalogue built so far, of `partsTotal`. */
  partsBuilt: string[];
  partsTotal: number;
  /** Seconds since the service started. */
  seconds: number;
}

const seconds = (since: number) => Number(((performance.now() - since) / 1000).toFixed(1));

/**
 * The catalogue in memory, a cache of the database: each product's card and what the parts derive from the
 * products (lists, facets, the word index), never whole products. At start it reads the snapshot of the
 * catalogue that a replica stored in the database (./stored-snapshot) and the changes recorded since, or,
 * without one, every product (storing them as it reads them, for the next replica); either way in pages,
 * with its progress in the log and in the readiness answer, and building its index in slices so that the
 * server keeps answering. No read is answered before the catalogue is whole. Then every CATALOG_REFRESH_MS it
 * asks the change log (./catalog-changes) for what changed and reads back only those products (or everything
 * again when the log says so). An idle refresh is one query on the log; a read is at most CATALOG_REFRESH_MS
 * behind a recorded write (a product page, read whole from the database, none). Nothing here is a business rule: any number of replicas can run on one database.
 *
 * The store knows no feature: each feature module registers, when it starts, the part of the catalogue it
 * keeps in memory (its lists, index or facets, see ./catalog-snapshot), and the products module where products
 * are read from; the first read starts once every module has.
 */
@Injectable()
export class CatalogStore implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(CatalogStore.name);
  private current: CatalogIndex | null = null;
  /** The last change in the log that `current` includes. */
  private applied = 0;
  /** The change the snapshot stored in the database includes, as far as this replica knows (null: none). */
  private storedChange: number | null = null;
  /**
   * The products applied since `trackedFrom` (each batch under its last change): what updating the stored
   * snapshot reads again. Kept no further back than the log keeps changes.
   */
  private changed: Array<{ change: number; ids: string[] }> = [];
  private trackedFrom = 0;
  /** Stores of the catalogue for the next replica run one after another, in this chain. */
  private stores: Promise<void> = Promise.resolve();
  private storesPending = 0;
  private generation = 0;
  private timer: NodeJS.Timeout | null = null;
  /** Loads and refreshes run one after another, never together. */
  private queue: Promise<void> = Promise.resolve();
  private queuedRefresh: Promise<void> | null = null;
  /** The first read (started once the modules have registered). */
  private first: Promise<void> = Promise.resolve();
  private readonly startedAt = performance.now();
  private progress: Omit<StartProgress, 'partsTotal' | 'seconds'> = {
    source: null,
    productsRead: 0,
    productsTotal: null,
    partsBuilt: [],
  };
  private source: ProductSource | null = null;
  private readonly definitions: AnyPartDefinition[] = [];

  constructor(
    @Inject(SERVICE_ENV) private readonly env: CatalogEnv,
    @InjectConnection() private readonly connection: Connection,
  ) {}

  /** Where products are read from (`P`: the documents the source gives, which the parts are given). */
  readProductsFrom<P extends StoredProduct>(source: ProductSource<P>): void {
    this.source = source;
  }

  /** Adds a feature's part to every snapshot from the next full read on. */
  register<T extends object, P extends StoredProduct>(definition: PartDefinition<T, P>): void {
    this.definitions.push(definition);
  }

  /**
   * Starts the first read without waiting for it: the server listens meanwhile, its readiness answering how
   * far the read is (and not ready), its reads waiting for the catalogue. A failed first read is tried again
   * at the next refresh.
   */
  onApplicationBootstrap(): void {
    this.first = this.enqueue(() => this.start()).catch((error: Error) =>
      this.logger.error(`Reading the catalogue failed: ${error.message}`),
    );
    this.timer = setInterval(() => {
      this.refresh().catch((error: Error) =>
        this.logger.error(`Catalogue refresh failed: ${error.message}`),
      );
    }, this.env.CATALOG_REFRESH_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** The current snapshot's version (null before the first load). */
  get version(): string | null {
    return this.current?.version ?? null;
  }

  /** How far the start is; null once the catalogue is whole in memory. */
  startProgress(): StartProgress | null {
    if (this.current) return null;
    return {
      ...this.progress,
      partsBuilt: [...this.progress.partsBuilt],
      partsTotal: this.definitions.length,
      seconds: seconds(this.startedAt),
    };
  }

  /** The catalogue; a request before the first read ends waits for it. */
  async snapshot(): Promise<CatalogSnapshot> {
    if (!this.current) await this.first;
    // The first read failed: the next refresh reads everything (requests waiting now share it).
    if (!this.current) await this.refresh();
    if (!this.current) throw new Error('The catalogue could not be read');
    return this.current;
  }

  /** Applies the changes recorded so far; a call made while a refresh runs gets one of its own after it. */
  refresh(): Promise<void> {
    this.queuedRefresh ??= this.enqueue(() => {
      this.queuedRefresh = null;
      return this.applyChanges();
    });
    return this.queuedRefresh;
  }

  /** Reads the whole catalogue again. */
  reload(): Promise<void> {
    return this.enqueue(() => this.loadAll());
  }

  private enqueue(task: () => Promise<void>): Promise<void> {
    const run = this.queue.then(task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private get db(): ChangeLogDb & SnapshotDb {
    if (!this.connection.db) throw new Error('The catalogue database is not connected');
    return this.connection.db as unknown as ChangeLogDb & SnapshotDb;
  }

  private get products(): ProductSource {
    if (!this.source)
      throw new Error('No module registered where the catalogue reads its products');
    return this.source;
  }

  /** The first read: the stored snapshot and the changes since when there is one, else every product. */
  private async start(): Promise<void> {
    const head = await storedHead(this.db, this.products.jsonFormat);
    if (head && (await this.loadStored(head))) return;
    await this.loadAll();
  }

  /** Reads the snapshot `head` names and the changes since; false when it cannot (then nothing changed). */
  private async loadStored(head: SnapshotHead): Promise<boolean> {
    const started = performance.now();
    this.progress = {
      source: 'stored snapshot',
      productsRead: 0,
      productsTotal: head.products,
      partsBuilt: [],
    };
    this.logger.log(
      `Reading the catalogue from the snapshot stored at change ${head.change} (${head.products} products)`,
    );
    const slicer = new TimeSlicer();
    let logged = 0;
    const products: StoredProduct[] = [];
    const whole = await readStoredProducts(
      this.db,
      head,
      async (page, read) => {
        for (const json of page) {
          products.push(this.products.fromJson(json));
          await slicer.pause();
        }
        this.progress.productsRead = read;
        if (read - logged >= PROGRESS_EVERY || read === head.products) {
          logged = read;
          this.logger.log(`${read} of ${head.products} products read (${seconds(started)} s)`);
        }
      },
      slicer,
    );
    if (!whole) {
      this.logger.warn('The stored snapshot was replaced while it was read: reading every product');
      return false;
    }
    const read = seconds(started);
    const index = await this.build(products, slicer);
    const built = seconds(started);
    this.applied = head.change;
    this.storedChange = head.change;
    this.changed = [];
    this.trackedFrom = head.change;
    // Whole only with the changes recorded since the snapshot: applied before any read is answered.
    if (!(await this.catchUp(index))) {
      this.logger.warn(
        `The change log no longer reaches change ${head.change}: reading every product`,
      );
      return false;
    }
    this.current = index;
    this.logger.log(
      `Catalogue ready: ${products.length} products from the stored snapshot and ${this.applied - head.change} changes since, in ${seconds(started)} s (read ${read} s, built ${(built - read).toFixed(1)} s)`,
    );
    return true;
  }

  private async loadAll(): Promise<void> {
    const started = performance.now();
    // Changes recorded while reading are applied again by the next refresh: applying one twice is harmless.
    const from = await latestChange(this.db);
    const total = await this.products.count();
    this.progress = { source: 'database', productsRead: 0, productsTotal: total, partsBuilt: [] };
    this.logger.log(`Reading the catalogue from the database (${total} products)`);
    const slicer = new TimeSlicer();
    const products: StoredProduct[] = [];
    // The next replica starts from these rather than from every product: stored as they are read, since
    // what stays in memory is less than a product.
    let writer: SnapshotWriter | null = new SnapshotWriter(this.db, slicer);
    for await (const product of this.products.all()) {
      products.push(product);
      writer = await this.written(writer, product);
      this.progress.productsRead = products.length;
      if (products.length % PROGRESS_EVERY === 0)
        this.logger.log(`${products.length} of ${total} products read (${seconds(started)} s)`);
      await slicer.pause();
    }
    const read = seconds(started);
    this.current = await this.build(products, slicer);
    this.applied = from;
    this.changed = [];
    this.trackedFrom = from;
    this.logger.log(
      `Catalogue ready: ${products.length} products from the database in ${seconds(started)} s (read ${read} s, built ${(seconds(started) - read).toFixed(1)} s)`,
    );
    if (writer) this.commitInBackground(writer, from);
  }

  /** `writer` once `product` is added to it; null (and a warning) when writing failed, then or before. */
  private async written(
    writer: SnapshotWriter | null,
    product: StoredProduct,
  ): Promise<SnapshotWriter | null> {
    if (!writer) return null;
    try {
      await writer.add(product);
      return writer;
    } catch (error) {
      this.logger.warn(
        `Storing the catalogue for the next replica failed: ${(error as Error).message}`,
      );
      await writer.discard().catch(() => undefined);
      return null;
    }
  }

  /**
   * Names the snapshot `writer` wrote (of change `change`) the stored one, once the store running (if any) has
   * ended: a full read's snapshot is whole and at least as recent as any store begun before it ended.
   */
  private commitInBackground(writer: SnapshotWriter, change: number): void {
    const format = this.products.jsonFormat;
    this.stored(() => writer.commit(change, format), change);
  }

  private async build(products: StoredProduct[], slicer: TimeSlicer): Promise<CatalogIndex> {
    return CatalogIndex.build(
      products,
      this.definitions,
      this.nextVersion(),
      slicer,
      (name, ms) => {
        this.progress.partsBuilt.push(name);
        this.logger.log(`Part ${name} built (${(ms / 1000).toFixed(1)} s)`);
      },
    );
  }

  /**
   * Updates the stored catalogue to change `applied` for the next replica to start from (the stored products
   * but those applied since, read again), unless a store runs or waits to.
   */
  private storeInBackground(): void {
    if (this.storesPending > 0 || !this.current) return;
    const change = this.applied;
    const format = this.products.jsonFormat;
    const update = () =>
      updateStoredSnapshot(
        this.db,
        {
          change,
          format,
          changedAfter: (after) => this.changedAfter(after),
          idOf: (stored) => (stored as StoredProduct).card.id,
          read: async (ids) =>
            (await this.readProducts(ids)).flatMap(([, product]) => (product ? [product] : [])),
        },
        new TimeSlicer(),
      );
    this.stored(update, change);
  }

  /** Runs `store` (of change `change`) in the background once the stores before it have ended. */
  private stored(store: () => Promise<boolean>, change: number): void {
    this.storesPending += 1;
    this.stores = this.stores
      .then(store)
      .then((stored) => {
        this.storedChange = Math.max(this.storedChange ?? 0, change);
        if (!stored) return;
        this.changed = this.changed.filter((batch) => batch.change > change);
        this.trackedFrom = Math.max(this.trackedFrom, change);
        this.logger.log(`Catalogue stored at change ${change} for the next replica`);
      })
      .catch((error: Error) =>
        this.logger.warn(`Storing the catalogue for the next replica failed: ${error.message}`),
      )
      .finally(() => {
        this.storesPending -= 1;
      });
  }

  /** The products applied after change `after`, or null when not tracked that far back. */
  private changedAfter(after: number): Set<string> | null {
    if (after < this.trackedFrom) return null;
    return new Set(this.changed.filter((batch) => batch.change > after).flatMap((b) => b.ids));
  }

  private async applyChanges(): Promise<void> {
    if (!this.current || !(await this.catchUp(this.current))) return this.loadAll();
    if (this.applied - (this.storedChange ?? 0) >= STORE_AFTER_CHANGES) this.storeInBackground();
  }

  /**
   * Applies the changes after `applied` to `index`; false when only a full read is safe (the log no longer
   * reaches back to what it has, a part is to be read again whole, or too many products changed).
   */
  private async catchUp(index: CatalogIndex): Promise<boolean> {
    for (;;) {
      const changes = await changesAfter(this.db, this.applied, CHANGES_PER_READ);
      if (changes === null) return false;
      if (changes.length === 0) return true;
      const ids = [...new Set(changes.flatMap((change) => change.products.map(String)))];
      if (
        changes.some((change) => change.reload.length > 0) ||
        ids.length > MAX_PRODUCTS_READ_ONE_BY_ONE
      )
        return false;
      const read = await this.readProducts(ids);
      const slicer = new TimeSlicer();
      for (const [id, product] of read) {
        if (product) index.put(product);
        else index.remove(id);
        await slicer.pause();
      }
      index.version = this.nextVersion();
      if (changesApplied.hasSubscribers) {
        const { cpuMs, longestSliceMs } = slicer.cpu();
        changesApplied.publish({ products: read.length, cpuMs, longestStepMs: longestSliceMs });
      }
      this.applied = changes[changes.length - 1]._id;
      this.track(ids);
      if (changes.length < CHANGES_PER_READ) return true;
    }
  }

  /** Notes products applied up to change `applied`, forgetting what the log no longer reaches. */
  private track(ids: string[]): void {
    this.changed.push({ change: this.applied, ids });
    const reach = this.applied - KEPT_CHANGES;
    if (reach <= this.trackedFrom) return;
    this.changed = this.changed.filter((batch) => batch.change > reach);
    this.trackedFrom = reach;
  }

  /** Each product as stored now (null when deleted). */
  private async readProducts(
    ids: readonly string[],
  ): Promise<Array<[string, StoredProduct | null]>> {
    const read: Array<[string, StoredProduct | null]> = [];
    for (let start = 0; start < ids.length; start += PARALLEL_READS) {
      const batch = ids.slice(start, start + PARALLEL_READS);
      const products = await Promise.all(batch.map((id) => this.products.byId(id)));
      batch.forEach((id, index) => read.push([id, products[index]]));
    }
    return read;
  }

  private nextVersion(): string {
    this.generation += 1;
    return String(this.generation);
  }
}
