import { TimeSlicer } from './time-slice';

/**
 * A product as the store reads it (from the database or a stored snapshot): `card`, what stays in memory (with
 * the product's id), and whatever else the parts index when it is read and then let go (a search index's
 * words, say). The features that read products (registered below) name their own type for it.
 */
export interface StoredProduct {
  readonly card: { readonly id: string };
}

/** What the store keeps in memory of a product `P`. */
export type KeptOf<P extends StoredProduct> = P['card'];

/** Where the store reads products from: registered by the module that owns the products' schema. */
export interface ProductSource<P extends StoredProduct = StoredProduct> {
  /** Every product, as stored. */
  all(): AsyncIterable<P>;
  /** The product with this id as stored now; null when it is deleted (or no product can have that id). */
  byId(id: string): Promise<P | null>;
  /** How many products are stored (the database's own count, without reading them). */
  count(): Promise<number>;
  /** A product again from its JSON (parsed), as a stored snapshot of the catalogue holds it. */
  fromJson(stored: unknown): P;
  /** Changes with what a product's JSON holds: a snapshot stored with another is not read. */
  readonly jsonFormat: number;
}

/** The key a feature registers its part of the snapshot under and reads it back with; `T` is the part. */
export interface PartKey<T> {
  readonly name: string;
  /** Never set: carries the part's type. */
  readonly part?: T;
}

export const partKey = <T>(name: string): PartKey<T> => ({ name });

/** What a part of the snapshot does when a product changes (a part that never reads products does nothing). */
export interface SnapshotPart<P extends StoredProduct = StoredProduct> {
  /** Product `product` was written; `old` is what the store kept of the one it replaces (undefined: new). */
  put?(product: P, old: KeptOf<P> | undefined): void;
  /** Product `old` (what the store kept of it) was deleted. */
  remove?(old: KeptOf<P>): void;
}

/** What a part is built from on a full read. */
export interface PartInput<P extends StoredProduct = StoredProduct> {
  /** Every product read, sellable or not, in the order read. */
  readonly products: readonly P[];
  /** A part named in `needs` (built before this one). */
  part<T>(key: PartKey<T>): T;
  /** Loops over many products pause on it, so that requests keep being answered. */
  readonly slicer: TimeSlicer;
}

/** How a feature's part is built; a feature registers it with the store (CatalogStore.register). */
export interface PartDefinition<T extends object, P extends StoredProduct = StoredProduct> {
  readonly key: PartKey<T>;
  /** Parts this one reads while building or updating: built, and kept current, before it. */
  readonly needs?: readonly PartKey<unknown>[];
  /** Builds the part from the products and whatever else it reads itself (its own collection). */
  build(input: PartInput<P>): Promise<T>;
}

export type AnyPartDefinition = PartDefinition<object>;

/** The catalogue as the reads see it: each feature's part, and a version. */
export interface CatalogSnapshot {
  /** Changes whenever the catalogue in memory changes: the key of the kept answers. */
  readonly version: string;
  /** The part registered under `key`. */
  part<T>(key: PartKey<T>): T;
}

/** `definitions` ordered so that each comes after the parts it needs; throws on a missing part or a cycle. */
export function inBuildOrder(definitions: readonly AnyPartDefinition[]): AnyPartDefinition[] {
  const byName = new Map(definitions.map((definition) => [definition.key.name, definition]));
  const ordered: AnyPartDefinition[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (definition: AnyPartDefinition, from: string[]) => {
    const name = definition.key.name;
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting')
      throw new Error(`Catalogue parts need each other: ${[...from, name].join(' → ')}`);
    state.set(name, 'visiting');
    for (const key of definition.needs ?? []) {
      const needed = byName.get(key.name);
      if (!needed) throw new Error(`Catalogue part ${name} needs ${key.name}, not registered`);
      visit(needed, [...from, name]);
    }
    state.set(name, 'done');
    ordered.push(definition);
  };
  for (const definition of definitions) visit(definition, []);
  return ordered;
}

/**
 * The catalogue in memory: every product's card by id and each registered part, built in slices (never holding the
 * event loop for long) and then kept current product by product: `put` and `remove` update every part in
 * place, in one step each, parts needed by others first.
 */
export class CatalogIndex implements CatalogSnapshot {
  // A cache of the catalog database, rebuilt from it and kept current from its change log.
  // in-memory-ok: a cache of the database (see above)
  private readonly productById = new Map<string, KeptOf<StoredProduct>>();
  // in-memory-ok: a cache of the database (see above)
  private readonly parts = new Map<string, SnapshotPart>();

  private constructor(public version: string) {}

  /** Builds every part of `definitions` from `products`, yielding to the event loop between slices of work. */
  static async build(
    products: readonly StoredProduct[],
    definitions: readonly AnyPartDefinition[],
    version: string,
    slicer = new TimeSlicer(),
    onPartBuilt: (name: string, ms: number) => void = () => undefined,
  ): Promise<CatalogIndex> {
    const index = new CatalogIndex(version);
    for (const product of products) index.productById.set(product.card.id, product.card);
    for (const definition of inBuildOrder(definitions)) {
      const started = performance.now();
      const needs = new Set((definition.needs ?? []).map((key) => key.name));
      const part = await definition.build({
        products,
        slicer,
        part: <T>(key: PartKey<T>): T => {
          if (!needs.has(key.name))
            throw new Error(`Catalogue part ${definition.key.name} does not need ${key.name}`);
          return index.part(key);
        },
      });
      // A part without put or remove is rebuilt by the next full read only (e.g. a list of designers).
      index.parts.set(definition.key.name, part as SnapshotPart);
      onPartBuilt(definition.key.name, performance.now() - started);
    }
    return index;
  }

  /** How many products are in memory (sellable or not). */
  get size(): number {
    return this.productById.size;
  }

  part<T>(key: PartKey<T>): T {
    const part = this.parts.get(key.name);
    if (!part) throw new Error(`No catalogue part ${key.name} is registered`);
    return part as T;
  }

  /** Adds or replaces a product. */
  put(product: StoredProduct): void {
    const { id } = product.card;
    const old = this.productById.get(id);
    this.productById.set(id, product.card);
    for (const part of this.parts.values()) part.put?.(product, old);
  }

  remove(id: string): void {
    const old = this.productById.get(id);
    if (!old) return;
    this.productById.delete(id);
    for (const part of this.parts.values()) part.remove?.(old);
  }
}
