import { isValidObjectId, Types, type Model } from 'mongoose';
import type { ProductSource } from '../store';
import type { Product, ProductRecord } from './product.schema';
import { SharedStrings } from './shared-strings';

/** Products per batch from the database on a full read: each batch is decoded in one go. */
const READ_BATCH = 500;

/** A product as JSON gives it back: its ids as their hex text. */
type ProductJson = Omit<ProductRecord, '_id' | 'variants'> & {
  _id: string;
  variants: Array<Omit<ProductRecord['variants'][number], '_id'> & { _id: string }>;
};

/**
 * The products as the catalogue store reads them, their repeated texts shared (a new pool with each full
 * read, which the products read back after a change join).
 */
export class ProductReader implements ProductSource<ProductRecord> {
  /** A product's JSON is the stored document's (ids as hex text); bump when ProductRecord changes shape. */
  readonly jsonFormat = 1;
  private shared = new SharedStrings();

  constructor(private readonly products: Model<Product>) {}

  async *all(): AsyncIterable<ProductRecord> {
    const shared = new SharedStrings();
    this.shared = shared;
    for await (const product of this.products
      .find()
      .lean<ProductRecord>()
      .batchSize(READ_BATCH)
      .cursor()) {
      yield shared.share(product);
    }
  }

  async byId(id: string): Promise<ProductRecord | null> {
    // An id that cannot be a product's is a product that does not exist.
    if (!isValidObjectId(id)) return null;
    const product = await this.products.findById(id).lean<ProductRecord>();
    return product && this.shared.share(product);
  }

  async count(): Promise<number> {
    // The collection's statistics, not a count command: FerretDB decodes every document to count them.
    const stats = await this.products.db.db?.command({ collStats: this.products.collection.name });
    return Number(stats?.count ?? 0);
  }

  fromJson(stored: unknown): ProductRecord {
    const json = stored as ProductJson;
    const product: ProductRecord = {
      ...json,
      _id: new Types.ObjectId(json._id),
      variants: json.variants.map((variant) => ({
        ...variant,
        _id: new Types.ObjectId(variant._id),
      })),
    };
    return this.shared.share(product);
  }
}
