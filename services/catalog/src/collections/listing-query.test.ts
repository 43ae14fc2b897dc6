import {
  emptyFilters,
  formatListingQuery,
  LISTING_SORTS,
  type ListingFilters,
} from '@sohnne/listing-query';
import { parseListingQuery } from './listing-query';

const filtersOf = (query: string) => parseListingQuery(query, { requirePath: false }).filters;

describe('parseListingQuery', () => {
  it('reads the page URL form: indexed arrays, price range, express shipping, sort, page', () => {
    const query = parseListingQuery(
      'path=seating/lounge-chairs&page=2&category%5B0%5D=lounge-chairs&category[1]=daybeds&material[0]=leather&color[0]=black&price[min]=100&price[max]=999.5&express_shipping=true&sort=price_desc',
    );
    expect(query).toEqual({
      path: 'seating/lounge-chairs',
      page: 2,
      perPage: 24,
      filters: {
        category: ['lounge-chairs', 'daybeds'],
        material: ['leather'],
        color: ['black'],
        price: { min: 100, max: 999.5 },
        express_shipping: true,
      },
      sort: 'price_desc',
    });
  });

  it('defaults to page 1, no filters and the featured order', () => {
    expect(parseListingQuery('path=seating')).toEqual({
      path: 'seating',
      page: 1,
      perPage: 24,
      filters: emptyFilters(),
      sort: 'featured',
    });
    expect(parseListingQuery('path=seating&sort=featured').sort).toBe('featured');
  });

  it('orders indexed values by index, whatever order they come in', () => {
    expect(filtersOf('color[1]=white&color[0]=black').color).toEqual(['black', 'white']);
  });

  it.each([
    ['page=-1', 'page must not be negative'],
    ['page=0', 'page must be a whole number from 1 to 10000'],
    ['page=two', 'page must be a whole number from 1 to 10000'],
    ['perPage=101', 'perPage must be a whole number from 1 to 100'],
    ['price[min]=500&price[max]=100', 'price[min] must not be above price[max]'],
    ['price[min]=abc', 'price[min] must be a non-negative number'],
    ['price[max]=-5', 'price[max] must be a non-negative number'],
    ['size[0]=large', 'Unknown filter key: size[0]'],
    ['category=sofas', 'Unknown filter key: category'],
    ['category[]=sofas', 'Unknown filter key: category[]'],
    ['material[1]=leather', 'material indexes must run 0, 1, 2, … without gaps'],
    ['color[0]=Black!', 'color[0] must be a lowercase slug'],
    ['express_shipping=yes', 'express_shipping must be true or false'],
    ['page=1&page=2', 'page is given more than once'],
    ['sort=price', 'sort must be one of featured, price_asc, price_desc'],
    ['sort=', 'sort must be one of featured, price_asc, price_desc'],
    ['sort=price_asc&sort=price_desc', 'sort is given more than once'],
  ])('refuses %s', (query, message) => {
    expect(() => filtersOf(query)).toThrow(message);
  });

  it('needs a well-formed path', () => {
    expect(() => parseListingQuery('page=1')).toThrow('path is required');
    expect(() => parseListingQuery('path=../etc')).toThrow(
      'path must be 1 to 3 collection slugs joined by /',
    );
  });
});

describe('parseListingQuery on the normal form (formatListingQuery)', () => {
  const cases: Array<[ListingFilters, number]> = [
    [emptyFilters(), 1],
    [{ ...emptyFilters(), category: ['sofas', 'daybeds'] }, 1],
    [{ ...emptyFilters(), material: ['leather', 'wool', 'boucle'] }, 3],
    [{ ...emptyFilters(), color: ['black'] }, 1],
    [{ ...emptyFilters(), price: { min: 100, max: null } }, 1],
    [{ ...emptyFilters(), price: { min: null, max: 1999.99 } }, 1],
    [{ ...emptyFilters(), express_shipping: true }, 2],
    [
      {
        category: ['sofas'],
        material: ['wool'],
        color: ['green', 'grey'],
        price: { min: 0, max: 5000 },
        express_shipping: true,
      },
      4,
    ],
  ];

  it.each(cases)('round-trips %j on page %d', (filters, page) => {
    for (const sort of LISTING_SORTS) {
      const text = formatListingQuery({ filters, page, sort });
      const parsed = parseListingQuery(text, { requirePath: false });
      expect(parsed.filters).toEqual(filters);
      expect(parsed.page).toBe(page);
      expect(parsed.sort).toBe(sort);
    }
  });
});
