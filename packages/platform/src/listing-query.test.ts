import {
  emptyFilters,
  formatListingQuery,
  hasFilters,
  parseListingQuery,
  type ListingState,
} from './listing-query';

const parse = (query: string) => parseListingQuery(new URLSearchParams(query));

test('every filter, the page and the order survive a round trip through the URL', () => {
  const state: ListingState = {
    page: 3,
    sort: 'price_asc',
    filters: {
      category: ['lounge-chairs', 'dining-chairs'],
      material: ['leather', 'walnut'],
      color: ['black'],
      price: { min: 100, max: 1499.5 },
      express_shipping: true,
    },
  };
  const query = formatListingQuery(state);
  expect(decodeURIComponent(query)).toBe(
    'page=3&category[0]=lounge-chairs&category[1]=dining-chairs&material[0]=leather&material[1]=walnut&color[0]=black&price[min]=100&price[max]=1499.5&express_shipping=true&sort=price_asc',
  );
  expect(parse(query)).toEqual(state);
});

test('each filter alone round-trips, and the unfiltered first page is the empty query', () => {
  const cases: Partial<ListingState['filters']>[] = [
    { category: ['sofas'] },
    { material: ['boucle'] },
    { color: ['green', 'brown'] },
    { price: { min: 0, max: null } },
    { price: { min: null, max: 250 } },
    { express_shipping: true },
  ];
  for (const partial of cases) {
    const state: ListingState = {
      page: 1,
      filters: { ...emptyFilters(), ...partial },
      sort: 'featured',
    };
    expect(parse(formatListingQuery(state))).toEqual(state);
    expect(hasFilters(state.filters)).toBe(true);
  }
  expect(formatListingQuery({ page: 1, filters: emptyFilters(), sort: 'featured' })).toBe('');
  expect(hasFilters(emptyFilters())).toBe(false);
});

test('each order round-trips; the featured one is the default, written nowhere', () => {
  for (const sort of ['price_asc', 'price_desc'] as const)
    expect(parse(`sort=${sort}`).sort).toBe(sort);
  expect(parse('').sort).toBe('featured');
  expect(formatListingQuery(parse('sort=featured&page=2'))).toBe('page=2');
});

test('an order it does not know is the featured one, the rest of the query kept', () => {
  for (const sort of ['price', 'newest', 'PRICE_ASC', '', 'toString'])
    expect(parse(`sort=${sort}&color[0]=red`)).toEqual({
      page: 1,
      filters: { ...emptyFilters(), color: ['red'] },
      sort: 'featured',
    });
});

test('indexes are read in their order, whatever order the URL lists them in', () => {
  expect(parse('material[1]=walnut&material[0]=leather').filters.material).toEqual([
    'leather',
    'walnut',
  ]);
  expect(parse('color[5]=red&color[2]=blue').filters.color).toEqual(['blue', 'red']);
  expect(parse('color[0]=red&color[1]=red').filters.color).toEqual(['red']);
});

test('malformed values and unknown keys are dropped, never thrown', () => {
  expect(
    parse(
      'page=-2&price[min]=abc&price[max]=1e9&material[0]=Not A Slug&material=x&color[]=red&sort=price&express_shipping=yes',
    ),
  ).toEqual({
    page: 1,
    filters: emptyFilters(),
    sort: 'featured',
  });
  expect(parse('page=0').page).toBe(1);
  expect(parse('page=2.5').page).toBe(1);
  expect(parse('category[100]=sofas').filters.category).toEqual([]);
  expect(parse('%E0%A4%A=1&page=2').page).toBe(2);
});

test('a price range given upside down is swapped', () => {
  expect(parse('price[min]=900&price[max]=100').filters.price).toEqual({ min: 100, max: 900 });
});
