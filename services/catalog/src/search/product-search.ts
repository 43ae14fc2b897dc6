import MiniSearch from 'minisearch';
import type { ProductRecord } from '../products/product.schema';
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
  /** Product ids, best match first. */
  ids: string[];
}

/** The search the catalog depends on: MiniSearch in memory today, a search engine could implement it instead. */
export interface ProductSearch {
  search(query: string): SearchHits;
  /** Prefix-as-you-type matches for the header's suggestions. */
  suggest(query: string, limit: number): SearchHits;
  /** Indexes a product (not indexed yet). */
  add(product: SearchableProduct): void;
  /** Forgets a product, if indexed. */
  remove(id: string): void;
}

const FIELDS = ['name', 'designer', 'collections', 'materials', 'description'] as const;

/** Prefix matching from 3 letters. */
const asPrefix = (term: string): boolean => term.length >= 3;

/** Typo tolerance by word length: 1 edit from 3 letters, 2 from 5 ('chiar' is 2 edits from 'chair'). */
const fuzzy = (term: string): number | false =>
  term.length >= 5 ? 2 : term.length >= 3 ? 1 : false;

export class MiniSearchProductSearch implements ProductSearch {
  private readonly index = new MiniSearch<SearchableProduct>({
    fields: [...FIELDS],
    storeFields: [],
    searchOptions: {
      boost: { name: 4, designer: 3, collections: 2, materials: 1.5, description: 1 },
      prefix: asPrefix,
      fuzzy,
      combineWith: 'AND',
    },
  });

  private readonly words = new WordIndex();

  constructor(products: SearchableProduct[]) {
    for (const product of products) this.add(product);
  }

  /**
   * Every word must match, as typed or as a prefix; when that finds nothing, with typos; when that finds
   * nothing either, any word may. Typo tolerance widens each word to many terms and scores all their
   * products, so it is kept for the queries that need it. MiniSearch scores every product of each word
   * before keeping those that have them all; the products with every word are known first here, and
   * only those are scored (boostDocument 0 skips a product; 1 leaves its score as it was).
   */
  search(query: string): SearchHits {
    const text = query.trim();
    if (!text) return { ids: [] };
    const withEveryWord = this.words.withEveryWord(text, asPrefix);
    let hits =
      withEveryWord.size === 0
        ? []
        : this.index.search(text, {
            fuzzy: false,
            boostDocument: (id) => (withEveryWord.has(id as string) ? 1 : 0),
          });
    if (hits.length === 0) hits = this.index.search(text);
    if (hits.length === 0) hits = this.index.search(text, { combineWith: 'OR' });
    return { ids: hits.map((hit) => String(hit.id)) };
  }

  suggest(query: string, limit: number): SearchHits {
    return { ids: this.search(query).ids.slice(0, limit) };
  }

  add(product: SearchableProduct): void {
    this.index.add(product);
    this.words.add(
      product.id,
      FIELDS.map((field) => product[field]),
    );
  }

  remove(id: string): void {
    // Discarded entries are cleaned up by MiniSearch's own vacuuming, in batches, later.
    if (this.index.has(id)) this.index.discard(id);
  }
}

/** The searchable text of a product: collection names through `collectionName`. */
export function toSearchable(
  product: ProductRecord,
  collectionName: (slug: string) => string | undefined,
): SearchableProduct {
  return {
    id: product._id.toString(),
    name: product.name,
    designer: product.designer,
    collections: product.collection_slugs.map((slug) => collectionName(slug) ?? '').join(' '),
    materials: [
      ...product.material_labels,
      ...product.variants.map((variant) => variant.value),
    ].join(' '),
    description: product.description,
  };
}
