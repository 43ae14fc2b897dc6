import { seedSnapshot } from '../../test/seed-snapshot';
import { PRODUCTS, variantPrices } from '../products';
import { COLLECTIONS } from './collections-part';
import { FilterableProduct, ListingIndex } from './facets';
import { emptyFilters, LIST_KEYS, ListingFilters } from '@sohnne/listing-query';

/** A filterable product a shopper pays `pays` for (half the time as a discount on a higher list price). */
type Fixture = FilterableProduct & { pays: number };
const product = ({ pays = 1000, ...overrides }: Partial<Fixture>): Fixture => ({
  collection_slugs: ['living-room'],
  category: 'sofas',
  materials: ['wool'],
  material_labels: ['Wool'],
  colors: ['green'],
  pays,
  ...(pays % 2 === 0
    ? { price: pays + 100, discount_price: pays, is_discount: true }
    : { price: pays, discount_price: pays + 50, is_discount: false }),
  express_shipping: false,
  ...overrides,
});

const label = (_key: string, value: string) => value.toUpperCase();

/** The reference: whether a product passes every filter, one product at a time. */
function passes(item: FilterableProduct, filters: ListingFilters): boolean {
  const pays = variantPrices(item).pay_price;
  const valuesOf = { category: [item.category], material: item.materials, color: item.colors };
  return (
    LIST_KEYS.every(
      (key) => filters[key].length === 0 || valuesOf[key].some((v) => filters[key].includes(v)),
    ) &&
    (filters.price.min === null || pays >= filters.price.min) &&
    (filters.price.max === null || pays <= filters.price.max) &&
    (!filters.express_shipping || item.express_shipping)
  );
}

function indexOf<P extends FilterableProduct>(products: P[]): ListingIndex<P> {
  const index = new ListingIndex<P>(label);
  for (const item of products) index.add(item);
  return index;
}

const everything = { start: 0, count: Infinity };

describe('ListingIndex', () => {
  const products = [
    product({
      category: 'sofas',
      materials: ['wool'],
      colors: ['green'],
      pays: 1000,
      express_shipping: true,
    }),
    product({ category: 'sofas', materials: ['leather'], colors: ['black'], pays: 2000 }),
    product({
      category: 'daybeds',
      materials: ['leather'],
      colors: ['brown'],
      pays: 1500,
      express_shipping: true,
    }),
  ];

  const page = (filters: ListingFilters, list = products) =>
    indexOf(list).page('living-room', filters, list, everything);

  it('ORs the options of one filter and ANDs the filters, with the price bounds included', () => {
    const sofa = product({ materials: ['wool', 'oak'], colors: ['green', 'brown'] });
    const found = (filters: Partial<ListingFilters>) =>
      page({ ...emptyFilters(), ...filters }, [sofa]).total;
    expect(found({ material: ['leather', 'oak'] })).toBe(1);
    expect(found({ material: ['oak'], color: ['black'] })).toBe(0);
    expect(found({ price: { min: 1000, max: 1000 } })).toBe(1);
    expect(found({ price: { min: 1000.01, max: null } })).toBe(0);
    expect(found({ express_shipping: true })).toBe(0);
  });

  it('gives one page in the order of the list, and the number of all that pass', () => {
    const many = Array.from({ length: 70 }, (_, position) =>
      product({ pays: position, express_shipping: position % 3 === 0 }),
    );
    const index = indexOf(many);
    const filters = { ...emptyFilters(), express_shipping: true };
    const result = index.page('living-room', filters, many, { start: 5, count: 4 });
    expect(result.products.map((item) => item.pays)).toEqual([15, 18, 21, 24]);
    expect(result.total).toBe(24);
    index.remove(many[15]);
    index.add(product({ pays: 99, express_shipping: true, collection_slugs: ['office'] }));
    expect(index.page('living-room', filters, many, everything).total).toBe(23);
  });

  it('orders a page by the price paid, either way, ties in the list order, filtered and paged', () => {
    // Prices repeat every 5 products, so most have ties; every other one is a discount (pays its sale price).
    const many = Array.from({ length: 40 }, (_, position) =>
      product({ pays: 100 * ((position * 3) % 5), express_shipping: position % 4 !== 1 }),
    );
    const index = indexOf(many);
    const filters = { ...emptyFilters(), express_shipping: true };
    const passing = many.filter((item) => passes(item, filters));
    const byPays = (sign: number) =>
      [...passing].sort((a, b) => sign * (a.pays - b.pays) || many.indexOf(a) - many.indexOf(b));
    for (const [sort, sign] of [
      ['price_asc', 1],
      ['price_desc', -1],
    ] as const) {
      const pages = [0, 8, 16, 24].map(
        (start) => index.page('living-room', filters, many, { start, count: 8, sort }).products,
      );
      expect(pages.flat()).toEqual(byPays(sign));
      expect(pages[3]).toHaveLength(6);
    }
    const cheapest = index.page('living-room', filters, many, {
      start: 0,
      count: 3,
      sort: 'price_asc',
    });
    expect(cheapest.products.map((item) => [item.pays, many.indexOf(item)])).toEqual([
      [0, 0],
      [0, 10],
      [0, 15],
    ]);
    expect(cheapest.total).toBe(30);
  });

  it('counts each option against the other filters only', () => {
    const { facets } = page({ ...emptyFilters(), material: ['leather'] });
    expect(facets.material).toEqual([
      { value: 'leather', label: 'LEATHER', count: 2, selected: true },
      { value: 'wool', label: 'WOOL', count: 1, selected: false },
    ]);
    expect(facets.category.map(({ value, count }) => [value, count])).toEqual([
      ['daybeds', 1],
      ['sofas', 1],
    ]);
    expect(facets.price).toEqual({ min: 1500, max: 2000 });
    expect(facets.express_shipping).toEqual({ count: 1 });
  });

  it('keeps a selected option that the collection does not have, with no products', () => {
    const { facets } = page({ ...emptyFilters(), color: ['pink'] });
    expect(facets.color.find((option) => option.value === 'pink')).toEqual({
      value: 'pink',
      label: 'pink',
      count: 0,
      selected: true,
    });
    expect(facets.price).toEqual({ min: null, max: null });
  });

  it('answers as the product-by-product computation does, before and after products change', () => {
    const materials = ['wool', 'oak', 'leather', 'steel'];
    const colors = ['green', 'black', 'brown'];
    const generated = (seed: number) =>
      product({
        collection_slugs: seed % 4 === 0 ? ['office'] : ['living-room'],
        category: seed % 3 === 0 ? 'daybeds' : 'sofas',
        materials: [materials[seed % 4], materials[(seed * 7) % 4]],
        colors: [colors[seed % 3]],
        pays: 100 + ((seed * 37) % 900),
        express_shipping: seed % 5 === 0,
      });
    let list = Array.from({ length: 90 }, (_, seed) => generated(seed));
    const index = indexOf(list);
    const filterSets: Array<Partial<ListingFilters>> = [
      {},
      { material: ['oak'] },
      { material: ['oak', 'steel'], color: ['brown'] },
      { category: ['daybeds'], price: { min: 300, max: 700 } },
      { color: ['pink'], material: ['wool'] }, // pink: in no product
      { express_shipping: true, color: ['black'] },
      // The price counted only where at most one other filter fails: three others here.
      {
        material: ['wool'],
        color: ['green', 'black'],
        express_shipping: true,
        price: { min: 200, max: 800 },
      },
      // No filter again: the facets kept for the collection, unchanged by the pages between.
      {},
    ];
    // The collection's list is changed in place, as the catalogue's lists are.
    const ordered: Fixture[] = [];
    const compare = () => {
      ordered.splice(
        0,
        ordered.length,
        ...list.filter((item) => item.collection_slugs.includes('living-room')),
      );
      for (const partial of filterSets) {
        const filters = { ...emptyFilters(), ...partial };
        const range = { start: 3, count: 7 };
        const answer = index.page('living-room', filters, ordered, range);
        const passing = ordered.filter((item) => passes(item, filters));
        expect(answer.products).toEqual(passing.slice(3, 10));
        expect(answer.total).toBe(passing.length);
        // Sorted by price (the order kept per change), ties in the list's order: Array's sort is stable.
        for (const [sort, sign] of [
          ['price_asc', 1],
          ['price_desc', -1],
        ] as const) {
          const sorted = [...passing].sort((a, b) => sign * (a.pays - b.pays));
          expect(index.page('living-room', filters, ordered, { ...range, sort }).products).toEqual(
            sorted.slice(3, 10),
          );
        }
        for (const key of LIST_KEYS) {
          const valuesOf = (item: Fixture) =>
            key === 'category'
              ? [item.category]
              : key === 'material'
                ? item.materials
                : item.colors;
          const values = [...new Set([...ordered.flatMap(valuesOf), ...filters[key]])];
          const expected = values
            .map((value) => ({
              value,
              label: ordered.some((item) => valuesOf(item).includes(value))
                ? value.toUpperCase()
                : value,
              count: ordered.filter((item) => passes(item, { ...filters, [key]: [value] })).length,
              selected: filters[key].includes(value),
            }))
            .sort((a, b) => a.label.localeCompare(b.label));
          expect(answer.facets[key]).toEqual(expected);
        }
        const prices = ordered
          .filter((item) => passes(item, { ...filters, price: { min: null, max: null } }))
          .map((item) => item.pays);
        expect(answer.facets.price).toEqual(
          prices.length
            ? { min: Math.min(...prices), max: Math.max(...prices) }
            : { min: null, max: null },
        );
      }
    };
    compare();
    // Removed products free slots that added ones take again: every kept view must be made again.
    for (const gone of list.filter((_, at) => at % 7 === 2)) index.remove(gone);
    list = list.filter((_, at) => at % 7 !== 2);
    const added = Array.from({ length: 20 }, (_, at) => generated(200 + at));
    for (const item of added) index.add(item);
    list = [...added.slice(0, 10), ...list, ...added.slice(10)];
    compare();
  });

  it('agrees with a brute-force count over the seed for every option of every facet', async () => {
    const snapshot = await seedSnapshot();
    const seating = snapshot
      .part(PRODUCTS)
      .products.filter((item) => item.collection_slugs.includes('seating'));
    const filters: ListingFilters = {
      ...emptyFilters(),
      material: ['leather', 'wool'],
      price: { min: 300, max: 3000 },
    };
    const { facets, total } = snapshot
      .part(COLLECTIONS)
      .listing.page('seating', filters, seating, everything);
    expect(total).toBe(seating.filter((item) => passes(item, filters)).length);
    for (const key of LIST_KEYS) {
      for (const option of facets[key]) {
        const brute = seating.filter((item) =>
          passes(item, { ...filters, [key]: [option.value] }),
        ).length;
        expect([key, option.value, option.count]).toEqual([key, option.value, brute]);
      }
      expect(facets[key].length).toBeGreaterThan(1);
    }
  });
});
