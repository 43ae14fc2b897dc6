import { buildCollectionTree } from '../collections';
import { ListingIndex } from '../collections';
import type { CollectionRecord } from '../collections';
import type { CollectionDto } from '../collections';
import type { DesignerRecord } from '../designers';
import type { LookRecord } from '../looks';
import type { MaterialRecord } from '../materials';
import type { ProductRecord } from '../products';
import { InMemoryProductSearch, ProductSearch, toSearchable } from '../search';
import { sortInSlices, TimeSlicer } from './time-slice';

export interface CatalogData {
  products: ProductRecord[];
  collections: CollectionRecord[];
  designers: DesignerRecord[];
  looks: LookRecord[];
  materials: MaterialRecord[];
}

/** A collection in the tree with its ancestors (top level first, itself last). */
export interface PlacedCollection {
  collection: CollectionDto;
  trail: CollectionDto[];
}

/** The catalogue as the reads see it, with everything they need precomputed. */
export interface CatalogSnapshot {
  /** Changes whenever the catalogue in memory changes: the key of the kept answers. */
  readonly version: string;
  /** Sellable products ordered by name. */
  readonly products: readonly ProductRecord[];
  readonly productById: ReadonlyMap<string, ProductRecord>;
  readonly productBySlug: ReadonlyMap<string, ProductRecord>;
  /** Sellable products of each collection (ancestors included), ordered by name. */
  readonly byCollection: ReadonlyMap<string, readonly ProductRecord[]>;
  readonly tree: CollectionDto[];
  /** Every reachable collection by its slug path, and by its slug. */
  readonly byPath: ReadonlyMap<string, PlacedCollection>;
  readonly bySlug: ReadonlyMap<string, PlacedCollection>;
  /** Designers ordered by name. */
  readonly designers: readonly DesignerRecord[];
  readonly designerBySlug: ReadonlyMap<string, DesignerRecord>;
  readonly looks: readonly LookRecord[];
  readonly materials: readonly MaterialRecord[];
  readonly search: ProductSearch;
  /** What collection pages filter and count, as bit sets. */
  readonly listing: ListingIndex<ProductRecord>;
}

const collator = new Intl.Collator();

/** The products' order: by name, then id. */
export const byName = (a: ProductRecord, b: ProductRecord): number =>
  collator.compare(a.name, b.name) || a._id.toString().localeCompare(b._id.toString());

/** The first position in `list` (ordered by `byName`) at which `product` is not after the item there. */
function positionOf(list: readonly ProductRecord[], product: ProductRecord): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (byName(list[middle], product) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

const isSellable = (product: ProductRecord) => product.variants.length > 0;

/**
 * The catalogue in memory, built in slices (never holding the event loop for long) and then kept current
 * product by product: `put` and `remove` update the lists, maps and search index in place, in one step each.
 */
export class CatalogIndex implements CatalogSnapshot {
  version = '';
  // The maps below are a cache of the catalog database, rebuilt from it and kept current from its change log.
  // in-memory-ok: a cache of the database (see above)
  readonly productById = new Map<string, ProductRecord>();
  // in-memory-ok: a cache of the database (see above)
  readonly productBySlug = new Map<string, ProductRecord>();
  // in-memory-ok: a cache of the database (see above)
  readonly byCollection = new Map<string, ProductRecord[]>();
  readonly search = new InMemoryProductSearch([]);
  readonly listing = new ListingIndex<ProductRecord>();
  readonly designerBySlug: Map<string, DesignerRecord>;
  // in-memory-ok: a cache of the database (see above)
  readonly byPath = new Map<string, PlacedCollection>();
  readonly bySlug: Map<string, PlacedCollection>;
  readonly tree: CollectionDto[];
  readonly designers: DesignerRecord[];
  readonly looks: LookRecord[];
  readonly materials: MaterialRecord[];
  products: ProductRecord[] = [];

  private constructor(data: Omit<CatalogData, 'products'>) {
    this.tree = buildCollectionTree(data.collections);
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
    this.designers = [...data.designers].sort(
      (a, b) => collator.compare(a.name, b.name) || a.slug.localeCompare(b.slug),
    );
    this.designerBySlug = new Map(this.designers.map((designer) => [designer.slug, designer]));
    this.looks = [...data.looks].sort((a, b) => a.position - b.position);
    this.materials = [...data.materials].sort((a, b) => a.position - b.position);
  }

  /** Builds the index of `data`, yielding to the event loop between slices of work. */
  static async build(
    data: CatalogData,
    version: string,
    slicer = new TimeSlicer(),
  ): Promise<CatalogIndex> {
    const index = new CatalogIndex(data);
    index.version = version;
    const sellable: ProductRecord[] = [];
    for (const product of data.products) {
      if (isSellable(product)) sellable.push(product);
      await slicer.pause();
    }
    index.products = await sortInSlices(sellable, byName, slicer);
    for (const product of index.products) {
      index.productById.set(product._id.toString(), product);
      index.productBySlug.set(product.slug, product);
      for (const slug of product.collection_slugs) {
        const members = index.byCollection.get(slug);
        if (members) members.push(product);
        else index.byCollection.set(slug, [product]);
      }
      index.search.add(index.searchable(product));
      index.listing.add(product);
      await slicer.pause();
    }
    return index;
  }

  /** Adds or replaces a product (one that is no longer sellable is removed). */
  put(product: ProductRecord): void {
    this.remove(product._id.toString());
    if (!isSellable(product)) return;
    this.products.splice(positionOf(this.products, product), 0, product);
    for (const slug of product.collection_slugs) {
      const members = this.byCollection.get(slug) ?? [];
      members.splice(positionOf(members, product), 0, product);
      this.byCollection.set(slug, members);
    }
    this.productById.set(product._id.toString(), product);
    this.productBySlug.set(product.slug, product);
    this.search.add(this.searchable(product));
    this.listing.add(product);
  }

  remove(id: string): void {
    const old = this.productById.get(id);
    if (!old) return;
    const drop = (list: ProductRecord[]) => {
      const at = positionOf(list, old);
      if (list[at] === old) list.splice(at, 1);
    };
    drop(this.products);
    for (const slug of old.collection_slugs) {
      const members = this.byCollection.get(slug);
      if (members) drop(members);
    }
    this.productById.delete(id);
    if (this.productBySlug.get(old.slug) === old) this.productBySlug.delete(old.slug);
    this.search.remove(id);
    this.listing.remove(old);
  }

  private searchable(product: ProductRecord) {
    return toSearchable(product, (slug) => this.bySlug.get(slug)?.collection.name);
  }
}
