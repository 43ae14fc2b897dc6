import { COLLECTIONS, type CollectionsPart } from '../collections';
import { isSellable, PRODUCTS, type ProductRecord } from '../products';
import { partKey, type PartDefinition, type SnapshotPart } from '../store';
import { InMemoryProductSearch, toSearchable, type ProductSearch } from './product-search';

/** The search index in the catalogue snapshot, kept current product by product. */
export class SearchPart implements SnapshotPart<ProductRecord> {
  private readonly index = new InMemoryProductSearch([]);

  /** Collection names are searched too, from the collections of the same snapshot. */
  constructor(private readonly collections: CollectionsPart) {}

  get search(): ProductSearch {
    return this.index;
  }

  add(product: ProductRecord): void {
    this.index.add(
      toSearchable(product, (slug) => this.collections.bySlug.get(slug)?.collection.name),
    );
  }

  put(product: ProductRecord, old: ProductRecord | undefined): void {
    if (old) this.index.remove(old._id.toString());
    if (isSellable(product)) this.add(product);
  }

  remove(old: ProductRecord): void {
    this.index.remove(old._id.toString());
  }
}

export const SEARCH = partKey<SearchPart>('search');

export const searchPart: PartDefinition<SearchPart, ProductRecord> = {
  key: SEARCH,
  needs: [PRODUCTS, COLLECTIONS],
  async build({ part, slicer }) {
    const search = new SearchPart(part(COLLECTIONS));
    for (const product of part(PRODUCTS).products) {
      search.add(product);
      await slicer.pause();
    }
    return search;
  },
};
