import { variantPrices, type ProductCard } from '../products';
import {
  DEFAULT_SORT,
  LIST_KEYS,
  type ListingFilters,
  type ListingSort,
  type ListKey,
} from '@sohnne/listing-query';

type FilterKey = ListKey | 'price' | 'express_shipping';

export interface FacetOption {
  value: string;
  label: string;
  /** Products of the collection this option gives, together with the other active filters. */
  count: number;
  selected: boolean;
}

export interface ListingFacets {
  category: FacetOption[];
  material: FacetOption[];
  color: FacetOption[];
  /** Lowest and highest price among the products the other filters give (null when none). */
  price: { min: number | null; max: number | null };
  /** Products the other filters give that ship express. */
  express_shipping: { count: number };
}

/** What a listing filters a product on; its prices (the default variant's) give its price to filter on. */
export type FilterableProduct = Pick<
  ProductCard,
  | 'collection_slugs'
  | 'category'
  | 'materials'
  | 'material_labels'
  | 'colors'
  | 'express_shipping'
  | 'price'
  | 'discount_price'
  | 'is_discount'
>;

/** Which products of the listing a page shows: from `start` on, at most `count`, in order `sort` (featured). */
export interface PageRange {
  start: number;
  count: number;
  sort?: ListingSort;
}

/** The orders by price: a list's positions sorted by the price paid, ties in list order. */
type PriceSort = Exclude<ListingSort, 'featured'>;

export interface ListingPage<P> {
  /** The products from `start` on, at most `count`, in the order asked for (the list's own by default). */
  products: P[];
  /** Products that pass every filter. */
  total: number;
  facets: ListingFacets;
}

/** A set of product slots, one bit each, 32 to a word. */
type Bits = Uint32Array;

const valuesOf = (product: FilterableProduct, key: ListKey): readonly string[] =>
  key === 'category' ? [product.category] : key === 'material' ? product.materials : product.colors;

function popcount(word: number): number {
  word -= (word >>> 1) & 0x55555555;
  word = (word & 0x33333333) + ((word >>> 2) & 0x33333333);
  return (Math.imul((word + (word >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number;
}

/** The slot of the lowest bit set in word `index`'s value `word` (not 0). */
const lowestSlot = (index: number, word: number) => index * 32 + 31 - Math.clz32(word & -word);

const has = (bits: Bits, slot: number) => (bits[slot >>> 5] & (1 << (slot & 31))) !== 0;

/** Names an option of a facet, given a product of the collection that has it. */
export type LabelFor<P> = (key: ListKey, value: string, product: P) => string;

/** An option of a facet that a collection has. */
interface PresentOption {
  value: string;
  label: string;
  bits: Bits;
}

/**
 * What a page of one collection reads that only changes with the index: its list's slots in list order, per
 * facet the options the collection has, labelled and in label order, and the facets with no filter ticked.
 * Made at the first page of the collection after a change, then reused by every page until the next change.
 */
interface CollectionView<P> {
  generation: number;
  ordered: readonly P[];
  /** The slot of each product of `ordered` (-1: not in the index), known for the first `known` of them. */
  slots: Int32Array;
  known: number;
  options: Record<ListKey, PresentOption[]>;
  present: Record<ListKey, Set<string>>;
  /** The facets of the collection with no filter ticked (made at its first such page). */
  unfiltered: ListingFacets | null;
  /** `ordered`'s positions in each price order (each made at its first page so sorted). */
  byPrice: Partial<Record<PriceSort, Int32Array>>;
}

/** List positions whose slots are looked up at least at once: most pages read only the first few hundred. */
const SLOTS_LOOKED_UP_AT_ONCE = 1024;

/**
 * What a collection page filters and counts, as bit sets over product slots: the members of each collection,
 * the products of each category, material and colour, and those that ship express, plus each slot's price.
 * Filtering is then ANDs and ORs of sets, and a facet count is the bits of one AND: no product is looked
 * at per request except the prices of the products that could pass and the page's own products. Kept
 * current product by product. A page's sets are scratch arrays of the index, reused by every page (new
 * arrays of this size per request are memory outside V8's heap, which it answers with full collections).
 */
export class ListingIndex<P extends FilterableProduct> {
  /** Words in every set: room for `words * 32` slots, doubled when full. */
  private words = 1;
  /** Counts the changes: a collection's view made at another generation is made again. */
  private generation = 0;
  // in-memory-ok: derived from the sets below, for the current generation only
  private readonly views = new Map<string, CollectionView<P>>();
  // in-memory-ok: a cache of the database's products, kept with the catalogue snapshot that owns it
  private readonly slotOf = new Map<P, number>();
  private readonly freeSlots: number[] = [];
  private productAt: Array<P | undefined> = [];
  private prices = new Float64Array(32);
  // in-memory-ok: the same cache, as bit sets per collection
  private readonly members = new Map<string, Bits>();
  private readonly options: Record<ListKey, Map<string, Bits>> = {
    category: new Map(),
    material: new Map(),
    color: new Map(),
  };
  private express: Bits = new Uint32Array(1);
  /** Scratch sets of one page (`scratchUsed` of them taken), and the words of a set holding a product. */
  private scratch: Bits[] = [];
  private scratchUsed = 0;
  private wordsHolding = new Int32Array(1);

  /** `labelFor` names the options (the same option is named the same until the index changes). */
  constructor(private readonly labelFor: LabelFor<P>) {}

  add(product: P): void {
    this.generation += 1;
    const slot = this.freeSlots.pop() ?? this.productAt.length;
    if (slot >= this.words * 32) this.grow();
    this.slotOf.set(product, slot);
    this.productAt[slot] = product;
    this.prices[slot] = variantPrices(product).pay_price;
    const set = (bits: Bits) => (bits[slot >>> 5] |= 1 << (slot & 31));
    for (const slug of product.collection_slugs) set(this.setOf(this.members, slug));
    for (const key of LIST_KEYS)
      for (const value of valuesOf(product, key)) set(this.setOf(this.options[key], value));
    if (product.express_shipping) set(this.express);
  }

  remove(product: P): void {
    const slot = this.slotOf.get(product);
    if (slot === undefined) return;
    this.generation += 1;
    const clear = (bits: Bits | undefined) => {
      if (bits) bits[slot >>> 5] &= ~(1 << (slot & 31));
    };
    for (const slug of product.collection_slugs) clear(this.members.get(slug));
    for (const key of LIST_KEYS)
      for (const value of valuesOf(product, key)) clear(this.options[key].get(value));
    clear(this.express);
    this.slotOf.delete(product);
    this.productAt[slot] = undefined;
    this.freeSlots.push(slot);
  }

  /**
   * One page of collection `slug`'s products that pass `filters` (options of one facet ORed, facets ANDed),
   * taken from `ordered` (the collection's products in page order), and the facets: every option found in
   * the collection (selected ones always), each counted against the other active filters, so a shopper sees
   * what ticking it would give. Sorted by price, the page walks the collection's price order (kept until the
   * next change) testing each product against the filters, as the list's own order is walked: no sort per page.
   */
  page(
    slug: string,
    filters: ListingFilters,
    ordered: readonly P[],
    { start, count, sort = DEFAULT_SORT }: PageRange,
  ): ListingPage<P> {
    this.scratchUsed = 0;
    const inCollection = this.members.get(slug) ?? this.emptySet();
    const view = this.viewOf(slug, inCollection, ordered);
    const active: Array<[FilterKey, Bits]> = [];
    for (const key of LIST_KEYS) {
      if (filters[key].length > 0) active.push([key, this.anyOf(this.options[key], filters[key])]);
    }
    if (filters.express_shipping) active.push(['express_shipping', this.express]);
    const { min, max } = filters.price;
    // Last: only the products failing at most one other filter are counted with the price filter applied.
    if (min !== null || max !== null)
      active.push([
        'price',
        this.pricedWithin(
          this.failingAtMostOne(inCollection, active),
          min ?? -Infinity,
          max ?? Infinity,
        ),
      ]);
    // The collection's products passing every active filter but one (`except`), or all of them.
    const passing = (except?: FilterKey): Bits => {
      const result = this.scratchSet();
      result.set(inCollection);
      for (const [key, bits] of active) {
        if (key === except) continue;
        for (let word = 0; word < result.length; word += 1) result[word] &= bits[word];
      }
      return result;
    };
    const found = active.length > 0 ? passing() : inCollection;
    let total = 0;
    for (let word = 0; word < found.length; word += 1) total += popcount(found[word]);
    const products: P[] = [];
    const order = sort === DEFAULT_SORT ? null : this.priceOrder(view, sort);
    let position = 0;
    for (let next = 0; next < view.slots.length && position < total; next += 1) {
      if (products.length >= count) break;
      const at = order ? order[next] : next;
      const slot = this.slotAt(view, at);
      if (slot < 0 || !has(found, slot)) continue;
      if (position >= start) products.push(ordered[at]);
      position += 1;
    }
    if (active.length === 0) {
      view.unfiltered ??= this.facets(view, filters, [], found, passing);
      return { products, total, facets: view.unfiltered };
    }
    return { products, total, facets: this.facets(view, filters, active, found, passing) };
  }

  /** The facets of a page: `found` passes every active filter, `passing` every one but the one it is given. */
  private facets(
    view: CollectionView<P>,
    filters: ListingFilters,
    active: ReadonlyArray<[FilterKey, Bits]>,
    found: Bits,
    passing: (except: FilterKey) => Bits,
  ): ListingFacets {
    const isActive = (key: FilterKey) => active.some(([activeKey]) => activeKey === key);
    let priceMin = Infinity;
    let priceMax = -Infinity;
    const priced = isActive('price') ? passing('price') : found;
    for (let word = 0; word < priced.length; word += 1) {
      for (let rest = priced[word]; rest !== 0; rest &= rest - 1) {
        const price = this.prices[lowestSlot(word, rest)];
        if (price < priceMin) priceMin = price;
        if (price > priceMax) priceMax = price;
      }
    }
    const shipsExpress = isActive('express_shipping') ? passing('express_shipping') : found;
    let express = 0;
    for (let word = 0; word < shipsExpress.length; word += 1)
      express += popcount(shipsExpress[word] & this.express[word]);
    return {
      category: this.facet(
        'category',
        view,
        filters.category,
        isActive('category') ? passing('category') : found,
      ),
      material: this.facet(
        'material',
        view,
        filters.material,
        isActive('material') ? passing('material') : found,
      ),
      color: this.facet('color', view, filters.color, isActive('color') ? passing('color') : found),
      price: priceMin <= priceMax ? { min: priceMin, max: priceMax } : { min: null, max: null },
      express_shipping: { count: express },
    };
  }

  /** Facet `key`'s options, each counted within `others` (the products passing the other filters). */
  private facet(
    key: ListKey,
    view: CollectionView<P>,
    selected: readonly string[],
    others: Bits,
  ): FacetOption[] {
    // Only the words holding a product can add to a count (few, once filters are ticked).
    let holding = 0;
    for (let word = 0; word < others.length; word += 1)
      if (others[word] !== 0) this.wordsHolding[holding++] = word;
    const countOf = (bits: Bits) => {
      let optionCount = 0;
      for (let at = 0; at < holding; at += 1) {
        const word = this.wordsHolding[at];
        optionCount += popcount(others[word] & bits[word]);
      }
      return optionCount;
    };
    if (selected.every((value) => view.present[key].has(value)))
      return view.options[key].map(({ value, label, bits }) => ({
        value,
        label,
        count: countOf(bits),
        selected: selected.includes(value),
      }));
    // A selected option the collection lacks is listed too, with no products, in label order.
    const counted = new Map(view.options[key].map((option) => [option.value, option]));
    const facetOptions: FacetOption[] = [];
    for (const value of this.options[key].keys()) {
      const option = counted.get(value);
      const isSelected = selected.includes(value);
      if (option)
        facetOptions.push({
          value,
          label: option.label,
          count: countOf(option.bits),
          selected: isSelected,
        });
      else if (isSelected) facetOptions.push({ value, label: value, count: 0, selected: true });
    }
    for (const value of selected) {
      if (!this.options[key].has(value))
        facetOptions.push({ value, label: value, count: 0, selected: true });
    }
    return facetOptions.sort((a, b) => a.label.localeCompare(b.label));
  }

  /** Collection `slug`'s view for this generation and this list (made now if there is none). */
  private viewOf(slug: string, inCollection: Bits, ordered: readonly P[]): CollectionView<P> {
    const kept = this.views.get(slug);
    if (kept && kept.generation === this.generation && kept.ordered === ordered) return kept;
    const options = {} as Record<ListKey, PresentOption[]>;
    const present = {} as Record<ListKey, Set<string>>;
    for (const key of LIST_KEYS) {
      // Labelled from the collection's product in the lowest slot having the option.
      const found: PresentOption[] = [];
      for (const [value, bits] of this.options[key]) {
        for (let word = 0; word < inCollection.length; word += 1) {
          const here = inCollection[word] & bits[word];
          if (here === 0) continue;
          const label = this.labelFor(key, value, this.productAt[lowestSlot(word, here)] as P);
          found.push({ value, label, bits });
          break;
        }
      }
      options[key] = found.sort((a, b) => a.label.localeCompare(b.label));
      present[key] = new Set(found.map(({ value }) => value));
    }
    const view: CollectionView<P> = {
      generation: this.generation,
      ordered,
      slots: new Int32Array(ordered.length),
      known: 0,
      options,
      present,
      unfiltered: null,
      byPrice: {},
    };
    this.views.set(slug, view);
    return view;
  }

  /** The slot of the product at list position `at` of `view` (looked up now, and the next ones, if not yet). */
  private slotAt(view: CollectionView<P>, at: number): number {
    if (at >= view.known) {
      const end = Math.min(
        view.ordered.length,
        Math.max(at + 1, view.known * 2, SLOTS_LOOKED_UP_AT_ONCE),
      );
      for (let position = view.known; position < end; position += 1)
        view.slots[position] = this.slotOf.get(view.ordered[position]) ?? -1;
      view.known = end;
    }
    return view.slots[at];
  }

  /**
   * `view`'s list positions by the price paid, lowest first (`price_asc`) or highest, ties in list order (so
   * pages are stable); made at the first page so sorted after a change.
   */
  private priceOrder(view: CollectionView<P>, sort: PriceSort): Int32Array {
    const kept = view.byPrice[sort];
    if (kept) return kept;
    const length = view.ordered.length;
    if (length > 0) this.slotAt(view, length - 1);
    const prices = new Float64Array(length);
    for (let at = 0; at < length; at += 1) {
      const slot = view.slots[at];
      // A product not in the index is never shown: any price keeps the sort consistent.
      prices[at] = slot < 0 ? 0 : this.prices[slot];
    }
    const order = new Int32Array(length);
    for (let at = 0; at < length; at += 1) order[at] = at;
    order.sort(
      sort === 'price_asc'
        ? (a, b) => prices[a] - prices[b] || a - b
        : (a, b) => prices[b] - prices[a] || a - b,
    );
    view.byPrice[sort] = order;
    return order;
  }

  private setOf(sets: Map<string, Bits>, key: string): Bits {
    let bits = sets.get(key);
    if (!bits) {
      bits = new Uint32Array(this.words);
      sets.set(key, bits);
    }
    return bits;
  }

  /** A scratch set of this page, its contents whatever a page left there. */
  private scratchSet(): Bits {
    if (this.scratchUsed === this.scratch.length) this.scratch.push(new Uint32Array(this.words));
    return this.scratch[this.scratchUsed++];
  }

  private emptySet(): Bits {
    const empty = this.scratchSet();
    empty.fill(0);
    return empty;
  }

  /** The union of the sets of `values` (none: an empty set; one: its own set). */
  private anyOf(sets: Map<string, Bits>, values: readonly string[]): Bits {
    if (values.length === 1) return sets.get(values[0]) ?? this.emptySet();
    const union = this.emptySet();
    for (const value of values) {
      const bits = sets.get(value);
      if (bits) for (let word = 0; word < union.length; word += 1) union[word] |= bits[word];
    }
    return union;
  }

  /**
   * The products of `within` that fail at most one of `filters`: the only ones a page or a count reads with
   * another filter applied too (any other fails two filters, so every set but `within` leaves it out).
   */
  private failingAtMostOne(within: Bits, filters: ReadonlyArray<[FilterKey, Bits]>): Bits {
    const passAll = this.scratchSet();
    const failOne = this.emptySet();
    passAll.set(within);
    for (const [, bits] of filters) {
      for (let word = 0; word < passAll.length; word += 1) {
        failOne[word] = (failOne[word] & bits[word]) | (passAll[word] & ~bits[word]);
        passAll[word] &= bits[word];
      }
    }
    for (let word = 0; word < passAll.length; word += 1) passAll[word] |= failOne[word];
    return passAll;
  }

  /** The slots of `within` whose price is from `min` to `max`, both included. */
  private pricedWithin(within: Bits, min: number, max: number): Bits {
    const result = this.emptySet();
    for (let word = 0; word < within.length; word += 1) {
      let inRange = 0;
      for (let rest = within[word]; rest !== 0; rest &= rest - 1) {
        const bit = rest & -rest;
        const price = this.prices[word * 32 + 31 - Math.clz32(bit)];
        if (price >= min && price <= max) inRange |= bit;
      }
      result[word] = inRange;
    }
    return result;
  }

  /** Doubles the room of every set. */
  private grow(): void {
    this.words *= 2;
    const regrow = (bits: Bits) => {
      const grown = new Uint32Array(this.words);
      grown.set(bits);
      return grown;
    };
    for (const sets of [this.members, ...LIST_KEYS.map((key) => this.options[key])])
      for (const [key, bits] of sets) sets.set(key, regrow(bits));
    this.express = regrow(this.express);
    const prices = new Float64Array(this.words * 32);
    prices.set(this.prices);
    this.prices = prices;
    this.scratch = [];
    this.wordsHolding = new Int32Array(this.words);
  }
}

/** The label of a material value from the product that carries it. */
export function materialLabel(product: FilterableProduct, value: string): string {
  return product.material_labels[product.materials.indexOf(value)] ?? value;
}

/** A colour's label: its value, capitalized. */
export const colorLabel = (value: string): string => value.charAt(0).toUpperCase() + value.slice(1);
