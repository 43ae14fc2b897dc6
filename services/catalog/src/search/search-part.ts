import { COLLECTIONS, type CollectionsPart } from '../collections';
import { isSellable, PRODUCTS, type ProductCard, type ProductRead } from '../products';
import { partKey, type PartDefinition, type SnapshotPart } from '../store';
import { InMemoryProductSearch, toSearchable, type ProductSearch } from './product-search';

/** The search index in the catalogue snapshot, kept current product by product. */
export class SearchPart implements SnapshotPart<ProductRead> {
  private readonly index = new InMemoryProductSearch([]);

  /** Collection names are searched too, from the collections of the same snapshot. */
  constructor(private readonly collections: CollectionsPart) {}

  get search(): ProductSearch {
    return this.index;
  }

  add(product: ProductRead): void {
    this.index.add(
      toSearchable(product, (slug) => this.collections.bySlug.get(slug)?.collection.name),
    );
  }

  put(product: ProductRead, old: ProductCard | undefined): void {
    if (old) this.index.remove(old.id);
    if (isSellable(product.card)) this.add(product);
  }

  remove(old: ProductCard): void {
    this.index.remove(old.id);
  }
}

export const SEARCH = partKey<SearchPart>('search');

export const searchPart: PartDefinition<SearchPart, ProductRead> = {
  key: SEARCH,
  needs: [PRODUCTS, COLLECTIONS],
  async build({ products, part, slicer }) {
    const search = new SearchPart(part(COLLECTIONS));
    // Indexed in the lists' order (by name): equal scores keep the order products were indexed in.
    const readById = new Map<string, ProductRead>();
    for (const product of products) readById.set(product.card.id, product);
    for (const card of part(PRODUCTS).products) {
      search.add(readById.get(card.id) as ProductRead);
      await slicer.pause();
    }
    return search;
  },
};
