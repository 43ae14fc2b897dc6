import { isValidObjectId, type Model } from 'mongoose';
import type { ProductSource } from '../store';
import { toProductRead, type ProductRead } from './product-card';
import type { Product, ProductRecord } from './product.schema';
import { SharedStrings } from './shared-strings';

/** Products per batch from the database on a full read: each batch is decoded in one go. */
const READ_BATCH = 500;

/**
 * The products as the catalogue store reads them (a card and the words searched, ./product-card.ts), their
 * repeated texts shared (a new pool with each full read, which the products read back after a change join).
 */
export class ProductReader implements ProductSource<ProductRead> {
  /** A product's JSON is a ProductRead's; bump when ProductRead changes shape. */
  readonly jsonFormat = 2;
  private shared = new SharedStrings();

  constructor(private readonly products: Model<Product>) {}

  async *all(): AsyncIterable<ProductRead> {
    const shared = new SharedStrings();
    this.shared = shared;
    for await (const product of this.products
      .find()
      .lean<ProductRecord>()
      .batchSize(READ_BATCH)
      .cursor()) {
      yield toProductRead(product, shared);
    }
  }

  async byId(id: string): Promise<ProductRead | null> {
    const product = await productById(this.products, id);
    return product && toProductRead(product, this.shared);
  }

  async count(): Promise<number> {
    // The collection's statistics, not a count command: FerretDB decodes every document to count them.
    const stats = await this.products.db.db?.command({ collStats: this.products.collection.name });
    return Number(stats?.count ?? 0);
  }

  fromJson(stored: unknown): ProductRead {
    const { card, words } = stored as ProductRead;
    return { card: this.shared.card(card), words };
  }
}

/** The whole product with this id as stored now; null when there is none (or no product can have that id). */
export async function productById(
  products: Model<Product>,
  id: string,
): Promise<ProductRecord | null> {
  // An id that cannot be a product's is a product that does not exist.
  if (!isValidObjectId(id)) return null;
  return products.findById(id).lean<ProductRecord>();
}
