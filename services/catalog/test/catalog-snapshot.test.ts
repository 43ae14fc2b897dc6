import { emptyFilters } from '@sohnne/listing-query';
import { Types } from 'mongoose';
import { COLLECTIONS } from '../src/collections';
import {
  byName,
  PRODUCTS,
  type ProductCard,
  type ProductLists,
  type ProductRead,
} from '../src/products';
import { SEARCH } from '../src/search';
import type { CatalogIndex } from '../src/store';
import { catalogSeed, seedSnapshot } from './seed-snapshot';

const everything = { start: 0, count: Infinity };
/** `card` as read, its words beyond the card none. */
const readOf = (card: ProductCard): ProductRead => ({
  card,
  words: { materials: '', description: '' },
});
const slugsOf = (products: readonly ProductCard[]) => products.map((product) => product.slug);

describe('CatalogIndex kept current product by product, in every part', () => {
  let index: CatalogIndex;
  let lists: ProductLists;
  beforeEach(async () => {
    index = await seedSnapshot();
    lists = index.part(PRODUCTS);
  });
  const found = (text: string) => index.part(SEARCH).search.search(text).ids;
  const listed = (slug: string) =>
    index
      .part(COLLECTIONS)
      .listing.page(slug, emptyFilters(), lists.byCollection.get(slug) ?? [], everything)
      .products.map((product) => product.slug);

  it('builds lists ordered by name, per collection too', () => {
    const names = lists.products.map((product) => product.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(slugsOf(lists.byCollection.get('seating') ?? [])).toEqual(
      slugsOf(lists.products.filter((product) => product.collection_slugs.includes('seating'))),
    );
  });

  it('moves a renamed product to its new place everywhere, and search finds it by its new name', () => {
    const product = lists.productBySlug.get('wire-coffee-table-mid-century-style') as ProductCard;
    const renamed: ProductCard = { ...product, name: 'Aardvark Table' };
    index.put(readOf(renamed));
    const ordered = (list: readonly ProductCard[]) =>
      expect(slugsOf(list)).toEqual(slugsOf([...list].sort(byName)));
    ordered(lists.products);
    ordered(lists.byCollection.get(product.category) ?? []);
    expect(
      lists.byCollection.get(product.category)?.find((item) => item.slug === product.slug)?.name,
    ).toBe('Aardvark Table');
    expect(lists.products).toHaveLength(catalogSeed.productDocs().length);
    expect(found('aardvark')).toEqual([product.id]);
  });

  it('adds a new product and forgets a removed one (or one no longer sellable)', () => {
    const [first, second] = lists.products;
    const added: ProductCard = {
      ...first,
      id: new Types.ObjectId().toString(),
      slug: 'zebra-stool',
      name: 'Zebra Stool',
    };
    index.put(readOf(added));
    expect(lists.productBySlug.get('zebra-stool')).toBe(added);
    expect(lists.products.at(-1)).toBe(added);
    index.remove(first.id);
    const unsellable: ProductCard = { ...second, variant_id: null };
    index.put(readOf(unsellable));
    expect(lists.productById.has(first.id)).toBe(false);
    expect(lists.productBySlug.has(second.slug)).toBe(false);
    for (const slug of first.collection_slugs)
      expect(lists.byCollection.get(slug)).not.toContain(first);
    expect(listed(second.category)).not.toContain(second.slug);
    expect(listed(added.category)).toContain('zebra-stool');
    expect(found(first.name)).not.toContain(first.id);
  });
});
