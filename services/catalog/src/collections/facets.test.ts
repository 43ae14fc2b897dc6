import { seedSnapshot } from '../../test/seed-snapshot';
import { computeFacets, FilterableProduct, matches } from './facets';
import { emptyFilters, ListingFilters } from './listing-query';

const product = (overrides: Partial<FilterableProduct>): FilterableProduct => ({
  category: 'sofas',
  materials: ['wool'],
  material_labels: ['Wool'],
  colors: ['green'],
  sale_price: 1000,
  express_shipping: false,
  ...overrides,
});

const label = (_key: string, value: string) => value.toUpperCase();

describe('matches', () => {
  const sofa = product({ materials: ['wool', 'oak'], colors: ['green', 'brown'] });

  it('ORs the options of one filter and ANDs the filters', () => {
    expect(matches(sofa, { ...emptyFilters(), material: ['leather', 'oak'] })).toBe(true);
    expect(matches(sofa, { ...emptyFilters(), material: ['oak'], color: ['black'] })).toBe(false);
  });

  it('bounds the price inclusively and requires express shipping only when asked', () => {
    expect(matches(sofa, { ...emptyFilters(), price: { min: 1000, max: 1000 } })).toBe(true);
    expect(matches(sofa, { ...emptyFilters(), price: { min: 1000.01, max: null } })).toBe(false);
    expect(matches(sofa, { ...emptyFilters(), express_shipping: true })).toBe(false);
  });

  it('ignores the filter it is asked to leave out', () => {
    expect(matches(sofa, { ...emptyFilters(), color: ['black'] }, 'color')).toBe(true);
  });
});

describe('computeFacets', () => {
  const products = [
    product({
      category: 'sofas',
      materials: ['wool'],
      colors: ['green'],
      sale_price: 1000,
      express_shipping: true,
    }),
    product({ category: 'sofas', materials: ['leather'], colors: ['black'], sale_price: 2000 }),
    product({
      category: 'daybeds',
      materials: ['leather'],
      colors: ['brown'],
      sale_price: 1500,
      express_shipping: true,
    }),
  ];

  it('counts each option against the other filters only', () => {
    const facets = computeFacets(products, { ...emptyFilters(), material: ['leather'] }, label);
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
    const facets = computeFacets(products, { ...emptyFilters(), color: ['pink'] }, label);
    expect(facets.color.find((option) => option.value === 'pink')).toEqual({
      value: 'pink',
      label: 'pink',
      count: 0,
      selected: true,
    });
    expect(facets.price).toEqual({ min: null, max: null });
  });

  it('agrees with a brute-force count over the seed for every option of every facet', async () => {
    const snapshot = await seedSnapshot();
    const seating = snapshot.products.filter((item) => item.collection_slugs.includes('seating'));
    const filters: ListingFilters = {
      ...emptyFilters(),
      material: ['leather', 'wool'],
      price: { min: 300, max: 3000 },
    };
    const facets = computeFacets(seating, filters, label);
    for (const key of ['category', 'material', 'color'] as const) {
      for (const option of facets[key]) {
        const brute = seating.filter((item) =>
          matches(item, { ...filters, [key]: [option.value] }),
        ).length;
        expect([key, option.value, option.count]).toEqual([key, option.value, brute]);
      }
      expect(facets[key].length).toBeGreaterThan(1);
    }
  });
});
