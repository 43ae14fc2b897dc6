import type { ProductRead } from '../products';
import { WordIndex } from './word-index';

/** What search needs to know of a product (collection names and material labels resolved). */
export interface SearchableProduct {
  id: string;
  name: string;
  designer: string;
  collections: string;
  materials: string;
  description: string;
}

export interface SearchHits {
  /** Product ids, best match first (the best `limit` when searching with one). */
  ids: string[];
  /** How many products match. */
  total: number;
}

/** The search the catalog depends on: in memory today, a search engine could implement it instead. */
export interface ProductSearch {
  /** The `limit` best matches (all by default). */
  search(query: string, limit?: number): SearchHits;
  /** Prefix-as-you-type matches for the header's suggestions. */
  suggest(query: string, limit: number): SearchHits;
  /** Indexes a product (not indexed yet). */
  add(product: SearchableProduct): void;
  /** Forgets a product, if indexed. */
  remove(id: string): void;
}

export const FIELDS = ['name', 'designer', 'collections', 'materials', 'description'] as const;
/** How much a word found in each field counts. */
export const BOOSTS: Record<(typeof FIELDS)[number], number> = {
  name: 4,
  designer: 3,
  collections: 2,
  materials: 1.5,
  description: 1,
};

/** Prefix matching from 3 letters. */
export const asPrefix = (term: string): boolean => term.length >= 3;

/** Typo tolerance by word length: 1 edit from 3 letters, 2 from 5 ('chiar' is 2 edits from 'chair'). */
export const typos = (term: string): number | false =>
  term.length >= 5 ? 2 : term.length >= 3 ? 1 : false;

/**
 * Search in memory over the word index, ranked as MiniSearch ranks (BM25+ per field, field boosts, prefix
 * and typo weights) but scoring only the products that can be found, never every product of each word.
 */
export class InMemoryProductSearch implements ProductSearch {
  private readonly words = new WordIndex(FIELDS.map((field) => BOOSTS[field]));

  constructor(products: SearchableProduct[]) {
    for (const product of products) this.add(product);
  }

  /**
   * Every word must match, as typed or as a prefix; when that finds nothing, with typos; when that finds
   * nothing either, any word may. Typos widen each word to many words with many products, so they are
   * allowed only for the queries that need them.
   */
  search(query: string, limit = Infinity): SearchHits {
    const text = query.trim();
    if (!text) return { ids: [], total: 0 };
    let hits = this.words.rank(text, { prefix: asPrefix }, limit);
    if (hits.total === 0) hits = this.words.rank(text, { prefix: asPrefix, typos }, limit);
    if (hits.total === 0)
      hits = this.words.rank(text, { prefix: asPrefix, typos, anyWord: true }, limit);
    return hits;
  }

  suggest(query: string, limit: number): SearchHits {
    return this.search(query, limit);
  }

  add(product: SearchableProduct): void {
    this.words.add(
      product.id,
      FIELDS.map((field) => product[field]),
    );
  }

  remove(id: string): void {
    this.words.remove(id);
  }
}

/** The searchable text of a product: collection names through `collectionName`. */
export function toSearchable(
  { card, words }: ProductRead,
  collectionName: (slug: string) => string | undefined,
): SearchableProduct {
  return {
    id: card.id,
    name: card.name,
    designer: card.designer,
    collections: card.collection_slugs.map((slug) => collectionName(slug) ?? '').join(' '),
    materials: words.materials,
    description: words.description,
  };
}
