import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnModuleDestroy,
} from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { SERVICE_ENV } from '@sohnne/service-kit';
import type { Connection } from 'mongoose';
import type { CatalogEnv } from '../config';
import { changesAfter, ChangeLogDb, latestChange } from './catalog-changes';
import {
  AnyPartDefinition,
  CatalogIndex,
  CatalogSnapshot,
  PartDefinition,
  ProductSource,
  StoredProduct,
} from './catalog-snapshot';
import { TimeSlicer } from './time-slice';

/** Changes read from the log at a time. */
const CHANGES_PER_READ = 100;
/** Above this many changed products, reading the whole catalogue again is cheaper than one read each. */
const MAX_PRODUCTS_READ_ONE_BY_ONE = 2000;
/** Products read back at once after a change (each by `_id`, the one lookup every backend serves from an index). */
const PARALLEL_READS = 8;

/**
 * The catalogue in memory, a cache of the database. At start (and whenever the change log says so) it reads
 * everything, building its index in slices so that requests keep being answered; then every
 * CATALOG_REFRESH_MS it asks the change log (./catalog-changes) for what changed and reads back only those
 * products. An idle refresh is one query on the log; a read is at most CATALOG_REFRESH_MS behind a recorded
 * write. Nothing here is a business rule: any number of replicas can run on one database.
 *
 * The store knows no feature: each feature module registers, when it starts, the part of the catalogue it
 * keeps in memory (its lists, index or facets, see ./catalog-snapshot), and the products module where products
 * are read from; the first full read starts once every module has.
 */
@Injectable()
export class CatalogStore implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(CatalogStore.name);
  private current: CatalogIndex | null = null;
  /** The last change in the log that `current` includes. */
  private applied = 0;
  private generation = 0;
  private timer: NodeJS.Timeout | null = null;
  /** Loads and refreshes run one after another, never together. */
  private queue: Promise<void> = Promise.resolve();
  private queuedRefresh: Promise<void> | null = null;
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

  async onApplicationBootstrap(): Promise<void> {
    await this.reload();
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

  /** The catalogue; the first request after a start waits for the first load. */
  async snapshot(): Promise<CatalogSnapshot> {
    if (!this.current) await this.reload();
    return this.current as CatalogIndex;
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

  private get changeLog(): ChangeLogDb {
    if (!this.connection.db) throw new Error('The catalogue database is not connected');
    return this.connection.db;
  }

  private get products(): ProductSource {
    if (!this.source)
      throw new Error('No module registered where the catalogue reads its products');
    return this.source;
  }

  private async loadAll(): Promise<void> {
    // Changes recorded while reading are applied again by the next refresh: applying one twice is harmless.
    const from = await latestChange(this.changeLog);
    const slicer = new TimeSlicer();
    const products: StoredProduct[] = [];
    for await (const product of this.products.all()) {
      products.push(product);
      await slicer.pause();
    }
    this.current = await CatalogIndex.build(products, this.definitions, this.nextVersion(), slicer);
    this.applied = from;
  }

  private async applyChanges(): Promise<void> {
    if (!this.current) return this.loadAll();
    for (;;) {
      const changes = await changesAfter(this.changeLog, this.applied, CHANGES_PER_READ);
      // null: the log no longer reaches back to what this replica has, so only a full read is safe.
      if (changes === null) return this.loadAll();
      if (changes.length === 0) return;
      const ids = [...new Set(changes.flatMap((change) => change.products.map(String)))];
      if (
        changes.some((change) => change.reload.length > 0) ||
        ids.length > MAX_PRODUCTS_READ_ONE_BY_ONE
      )
        return this.loadAll();
      const read = await this.readProducts(ids);
      const slicer = new TimeSlicer();
      for (const [id, product] of read) {
        if (product) this.current.put(product);
        else this.current.remove(id);
        await slicer.pause();
      }
      this.current.version = this.nextVersion();
      this.applied = changes[changes.length - 1]._id;
      if (changes.length < CHANGES_PER_READ) return;
    }
  }

  /** Each product as stored now (null when deleted). */
  private async readProducts(ids: string[]): Promise<Array<[string, StoredProduct | null]>> {
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
