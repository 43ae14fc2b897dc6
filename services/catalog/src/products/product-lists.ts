import { partKey, sortInSlices, type PartDefinition, type SnapshotPart } from '../store';
import { isSellable, type ProductCard, type ProductRead } from './product-card';

const collator = new Intl.Collator();

/** The products' order: by name, then id. */
export const byName = (a: ProductCard, b: ProductCard): number =>
  collator.compare(a.name, b.name) || a.id.localeCompare(b.id);

/** The first position in `list` (ordered by `byName`) at which `product` is not after the item there. */
function positionOf(list: readonly ProductCard[], product: ProductCard): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (byName(list[middle], product) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The sellable products in the catalogue snapshot: ordered by name, by id, by slug, per collection. */
export class ProductLists implements SnapshotPart<ProductRead> {
  /** Sellable products ordered by name. */
  products: ProductCard[] = [];
  // A cache of the catalog database, kept current by the store (../store).
  // in-memory-ok: a cache of the database (see above)
  readonly productById = new Map<string, ProductCard>();
  // in-memory-ok: a cache of the database (see above)
  readonly productBySlug = new Map<string, ProductCard>();
  /** Sellable products of each collection (ancestors included), ordered by name. */
  // in-memory-ok: a cache of the database (see above)
  readonly byCollection = new Map<string, ProductCard[]>();

  put({ card: product }: ProductRead): void {
    this.remove(product);
    if (!isSellable(product)) return;
    this.products.splice(positionOf(this.products, product), 0, product);
    for (const slug of product.collection_slugs) {
      const members = this.byCollection.get(slug) ?? [];
      members.splice(positionOf(members, product), 0, product);
      this.byCollection.set(slug, members);
    }
    this.productById.set(product.id, product);
    this.productBySlug.set(product.slug, product);
  }

  /** Forgets the product with `product`'s id, if listed. */
  remove(product: ProductCard): void {
    const old = this.productById.get(product.id);
    if (!old) return;
    const drop = (list: ProductCard[]) => {
      const at = positionOf(list, old);
      if (list[at] === old) list.splice(at, 1);
    };
    drop(this.products);
    for (const slug of old.collection_slugs) {
      const members = this.byCollection.get(slug);
      if (members) drop(members);
    }
    this.productById.delete(product.id);
    if (this.productBySlug.get(old.slug) === old) this.productBySlug.delete(old.slug);
  }
}

export const PRODUCTS = partKey<ProductLists>('products');

export const productLists: PartDefinition<ProductLists, ProductRead> = {
  key: PRODUCTS,
  async build({ products, slicer }) {
    const lists = new ProductLists();
    const sellable: ProductCard[] = [];
    for (const { card } of products) {
      if (isSellable(card)) sellable.push(card);
      await slicer.pause();
    }
    lists.products = await sortInSlices(sellable, byName, slicer);
    for (const product of lists.products) {
      lists.productById.set(product.id, product);
      lists.productBySlug.set(product.slug, product);
      for (const slug of product.collection_slugs) {
        const members = lists.byCollection.get(slug);
        if (members) members.push(product);
        else lists.byCollection.set(slug, [product]);
      }
      await slicer.pause();
    }
    return lists;
  },
};
