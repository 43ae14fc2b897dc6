import { seedProducts, seedSnapshot } from '../../test/seed-snapshot';
import { COLLECTIONS, type CollectionsPart } from '../collections';
import { PRODUCTS, type ProductLists } from '../products';
import MiniSearch, { type SearchOptions } from 'minisearch';
import { SEARCH } from './search-part';
import {
  asPrefix,
  BOOSTS,
  FIELDS,
  InMemoryProductSearch,
  ProductSearch,
  toSearchable,
  typos,
} from './product-search';

describe('product search on the seed', () => {
  let search: ProductSearch;
  let lists: ProductLists;
  let collections: CollectionsPart;
  beforeAll(async () => {
    const snapshot = await seedSnapshot();
    search = snapshot.part(SEARCH).search;
    lists = snapshot.part(PRODUCTS);
    collections = snapshot.part(COLLECTIONS);
  });
  const names = (query: string) =>
    search.search(query).ids.map((id) => lists.productById.get(id)?.name);

  it("finds the Eames lounge chair first for 'eams lounge' (a typo in the designer)", () => {
    expect(names('eams lounge')[0]).toBe('Lounge Chair & Ottoman (Eames Style Replica)');
  });

  it("finds chairs for 'chiar' (letters swapped)", () => {
    const found = names('chiar');
    expect(found.length).toBeGreaterThan(20);
    expect(found.slice(0, 10).every((name) => /chair/i.test(name ?? ''))).toBe(true);
  });

  it('searches designers, collections, materials and descriptions too', () => {
    expect(names('jacobsen')).toEqual(
      expect.arrayContaining([
        'Egg Chair (Jacobsen Style Replica)',
        'Swan Chair (Jacobsen Style Replica)',
      ]),
    );
    expect(names('pendant lamps')).toContain('PH5 Pendant Lamp (Henningsen Style Replica)');
    expect(names('boucle').length).toBeGreaterThan(5);
    expect(names('washi')[0]).toBe('Paper Lantern Table Lamp (Noguchi Style Replica)');
  });

  it('ranks a name match above a description match', () => {
    expect(names('tulip')[0]).toMatch(/^Tulip/);
  });

  it('ranks as MiniSearch alone would, with every word, with typos and with any word', () => {
    const miniSearch = new MiniSearch({ fields: [...FIELDS], storeFields: [] });
    const read = new Map(seedProducts().map((product) => [product.card.id, product]));
    miniSearch.addAll(
      lists.products.map(({ id }) =>
        toSearchable(read.get(id)!, (slug) => collections.bySlug.get(slug)?.collection.name),
      ),
    );
    const ranked = (query: string, options: SearchOptions) =>
      miniSearch
        .search(query, { boost: BOOSTS, prefix: asPrefix, ...options })
        .map((hit) => String(hit.id));
    for (const query of ['chair', 'lounge chair', 'oak tab', 'lamp', 'eames', 'wool sofa']) {
      const expected = ranked(query, { combineWith: 'AND' });
      expect(expected.length).toBeGreaterThan(0);
      expect(search.search(query).ids).toEqual(expected);
    }
    for (const query of ['chiar', 'eams lounge', 'walnutt tabel']) {
      expect(ranked(query, { combineWith: 'AND', fuzzy: false })).toEqual([]);
      const expected = ranked(query, { combineWith: 'AND', fuzzy: typos });
      expect(expected.length).toBeGreaterThan(0);
      expect(search.search(query).ids).toEqual(expected);
    }
    const anyWord = ranked('tulip zzzzqqq', { combineWith: 'OR', fuzzy: typos });
    expect(anyWord.length).toBeGreaterThan(0);
    expect(search.search('tulip zzzzqqq').ids).toEqual(anyWord);
  });

  it('keeps the best of many when given a limit, and counts them all', () => {
    for (const query of ['chair', 'chiar', 'tulip zzzzqqq']) {
      const all = search.search(query);
      expect(all.total).toBe(all.ids.length);
      expect(search.search(query, 7)).toEqual({
        ids: all.ids.slice(0, 7),
        total: all.total,
      });
    }
  });

  it('finds nothing for nothing', () => {
    expect(names('')).toEqual([]);
    expect(names('zzzzqqq')).toEqual([]);
  });

  it('suggests at most the limit, prefixes included', () => {
    const index = new InMemoryProductSearch([
      {
        id: '1',
        name: 'Egg Chair',
        designer: 'Arne Jacobsen',
        collections: '',
        materials: '',
        description: '',
      },
      {
        id: '2',
        name: 'Eggplant Sofa',
        designer: '',
        collections: '',
        materials: '',
        description: '',
      },
      {
        id: '3',
        name: 'Swan Chair',
        designer: '',
        collections: '',
        materials: '',
        description: '',
      },
    ]);
    expect(index.suggest('eg', 6).ids).toEqual([]);
    expect(index.suggest('egg', 6).ids.sort()).toEqual(['1', '2']);
    expect(index.suggest('chair', 1).ids).toHaveLength(1);
  });
});
