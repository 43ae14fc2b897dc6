import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { LRUCache } from 'lru-cache';
import type { Model } from 'mongoose';
import { CatalogStore } from '../store';
import type { ProductDto } from './dto/product.dto';
import { productById } from './product-source';
import { toProductDto } from './product.mapper';
import { Product, type ProductRecord } from './product.schema';

/** Whole products kept, the most recently asked (a few MB: a product's page is a few KB). */
const KEPT_PRODUCTS = 2000;
/** Products read from the database at once (each by `_id`, the one lookup every backend serves from an index). */
const PARALLEL_READS = 8;

/** A whole product: as the API shows it, and the stored fields only a product page adds. */
export interface WholeProduct {
  dto: ProductDto;
  record: ProductRecord;
}

/**
 * The whole products the catalogue does not keep in memory (it keeps cards, ./product-card.ts), read from the
 * database by id when a product page, a page of /api/products or a lookup asks for them. The most recently
 * asked are kept for the current catalogue version: a product read from the database is as recent as the
 * catalogue or more (a write not applied yet), and the first change applied empties them.
 */
@Injectable()
export class ProductPages {
  private version: string | null = null;
  // in-memory-ok: a bounded cache of the database's products for one catalogue version
  private kept = new LRUCache<string, WholeProduct>({ max: KEPT_PRODUCTS });

  constructor(
    private readonly store: CatalogStore,
    @InjectModel(Product.name) private readonly products: Model<Product>,
  ) {}

  /** The products with these ids that exist, by id. */
  async byIds(ids: readonly string[]): Promise<Map<string, WholeProduct>> {
    const version = this.store.version;
    if (version !== this.version) {
      this.version = version;
      this.kept = new LRUCache({ max: KEPT_PRODUCTS });
    }
    const kept = this.kept;
    const found = new Map<string, WholeProduct>();
    const missing: string[] = [];
    for (const id of ids) {
      const product = kept.get(id);
      if (product) found.set(id, product);
      else missing.push(id);
    }
    for (let start = 0; start < missing.length; start += PARALLEL_READS) {
      const batch = missing.slice(start, start + PARALLEL_READS);
      const records = await Promise.all(batch.map((id) => productById(this.products, id)));
      records.forEach((record, at) => {
        // A product without a variant is not sold: not shown.
        if (!record || record.variants.length === 0) return;
        const product = { dto: toProductDto(record), record };
        found.set(batch[at], product);
        // Read under another version: a change applied meanwhile may be older than what was read, or newer.
        if (this.store.version === version) kept.set(batch[at], product);
      });
    }
    return found;
  }
}
