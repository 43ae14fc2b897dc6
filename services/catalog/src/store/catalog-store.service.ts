import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { SERVICE_ENV } from '@sohnne/service-kit';
import type { Model } from 'mongoose';
import { CatalogCollection, CollectionRecord } from '../collections/collection.schema';
import type { CatalogEnv } from '../config';
import { Designer, DesignerRecord } from '../designers/designer.schema';
import { Look, LookRecord } from '../looks/look.schema';
import { Material, MaterialRecord } from '../materials/material.schema';
import { Product, ProductRecord } from '../products/product.schema';
import { buildSnapshot, CatalogData, CatalogSnapshot, fingerprint } from './catalog-snapshot';

/**
 * The catalogue in memory. The database stays the source of truth: the store reads it all at start and
 * again every CATALOG_REFRESH_MS, and swaps in a new snapshot (and search index) only when something
 * changed. A read is therefore at most CATALOG_REFRESH_MS (plus one read of a few hundred documents) behind
 * a write; `refresh()` makes it current at once.
 */
@Injectable()
export class CatalogStore implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(CatalogStore.name);
  private current: CatalogSnapshot | null = null;
  private timer: NodeJS.Timeout | null = null;
  private loading: Promise<CatalogSnapshot> | null = null;

  constructor(
    @Inject(SERVICE_ENV) private readonly env: CatalogEnv,
    @InjectModel(Product.name) private readonly products: Model<Product>,
    @InjectModel(CatalogCollection.name) private readonly collections: Model<CatalogCollection>,
    @InjectModel(Designer.name) private readonly designers: Model<Designer>,
    @InjectModel(Look.name) private readonly looks: Model<Look>,
    @InjectModel(Material.name) private readonly materials: Model<Material>,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.refresh();
    this.timer = setInterval(() => {
      this.refresh().catch((error: Error) => this.logger.error(`Catalogue refresh failed: ${error.message}`));
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

  /** The current snapshot; the first request after a start waits for the first load. */
  async snapshot(): Promise<CatalogSnapshot> {
    return this.current ?? this.refresh();
  }

  /** Re-reads the database now; concurrent callers share one read. */
  refresh(): Promise<CatalogSnapshot> {
    this.loading ??= this.load().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async load(): Promise<CatalogSnapshot> {
    const [products, collections, designers, looks, materials] = await Promise.all([
      this.products.find().sort({ _id: 1 }).lean<ProductRecord[]>(),
      this.collections.find().sort({ _id: 1 }).lean<CollectionRecord[]>(),
      this.designers.find().sort({ _id: 1 }).lean<DesignerRecord[]>(),
      this.looks.find().sort({ _id: 1 }).lean<LookRecord[]>(),
      this.materials.find().sort({ _id: 1 }).lean<MaterialRecord[]>(),
    ]);
    const data: CatalogData = { products, collections, designers, looks, materials };
    const version = fingerprint(data);
    if (this.current?.version !== version) this.current = buildSnapshot(data, version);
    return this.current;
  }
}
