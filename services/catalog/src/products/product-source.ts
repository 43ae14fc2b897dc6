import { isValidObjectId, type Model } from 'mongoose';
import type { ProductSource } from '../store';
import type { Product, ProductRecord } from './product.schema';
import { SharedStrings } from './shared-strings';

/** Products per batch from the database on a full read: each batch is decoded in one go. */
const READ_BATCH = 500;

/**
 * The products as the catalogue store reads them, their repeated texts shared (a new pool with each full
 * read, which the products read back after a change join).
 */
export class ProductReader implements ProductSource<ProductRecord> {
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
}
