import { isSellable, PRODUCTS, type ProductCard, type ProductRead } from '../products';
import { partKey, type PartDefinition, type SnapshotPart } from '../store';
import type { CollectionRecord } from './collection.schema';
import { buildCollectionTree } from './collection-tree';
import type { CollectionDto } from './dto/collection.dto';
import { colorLabel, ListingIndex, materialLabel } from './facets';

/** A collection in the tree with its ancestors (top level first, itself last). */
export interface PlacedCollection {
  collection: CollectionDto;
  trail: CollectionDto[];
}

/** The collections in the catalogue snapshot: the tree, each collection by path and slug, and the facets. */
export class CollectionsPart implements SnapshotPart<ProductRead> {
  readonly tree: CollectionDto[];
  /** Every reachable collection by its slug path, and by its slug. */
  // in-memory-ok: a cache of the database's collections, rebuilt with each snapshot
  readonly byPath = new Map<string, PlacedCollection>();
  readonly bySlug: ReadonlyMap<string, PlacedCollection>;
  /**
   * What collection pages filter and count, as bit sets: kept current product by product. Categories are
   * named by their collection, materials by the product's label, colours by their value.
   */
  readonly listing = new ListingIndex<ProductCard>((key, value, product) =>
    key === 'category'
      ? (this.bySlug.get(value)?.collection.name ?? value)
      : key === 'material'
        ? materialLabel(product, value)
        : colorLabel(value),
  );

  constructor(collections: CollectionRecord[]) {
    this.tree = buildCollectionTree(collections);
    const walk = (level: CollectionDto[], trail: CollectionDto[]) => {
      for (const collection of level) {
        const placed = { collection, trail: [...trail, collection] };
        this.byPath.set(collection.slug_path, placed);
        walk(collection.children, placed.trail);
      }
    };
    walk(this.tree, []);
    this.bySlug = new Map(
      [...this.byPath.values()].map((placed) => [placed.collection.slug, placed]),
    );
  }

  put({ card }: ProductRead, old: ProductCard | undefined): void {
    if (old) this.listing.remove(old);
    if (isSellable(card)) this.listing.add(card);
  }

  remove(old: ProductCard): void {
    this.listing.remove(old);
  }
}

export const COLLECTIONS = partKey<CollectionsPart>('collections');

/** The collections part, built from the collections `read` gives and the sellable products in name order. */
export const collectionsPart = (
  read: () => Promise<CollectionRecord[]>,
): PartDefinition<CollectionsPart, ProductRead> => ({
  key: COLLECTIONS,
  needs: [PRODUCTS],
  async build({ part, slicer }) {
    const collections = new CollectionsPart(await read());
    for (const product of part(PRODUCTS).products) {
      collections.listing.add(product);
      await slicer.pause();
    }
    return collections;
  },
});
