import { emptyFilters, formatListingQuery, readListingParam } from '../src';

describe('the listing query', () => {
  it('writes the normal form: page first, lists in order, the price bounds, express shipping, then the order', () => {
    const filters = {
      ...emptyFilters(),
      color: ['green'],
      material: ['oak', 'wool'],
      price: { min: 100, max: 2500.5 },
      express_shipping: true,
    };
    expect(formatListingQuery({ page: 2, filters, sort: 'price_desc' })).toBe(
      'page=2&material%5B0%5D=oak&material%5B1%5D=wool&color%5B0%5D=green' +
        '&price%5Bmin%5D=100&price%5Bmax%5D=2500.5&express_shipping=true&sort=price_desc',
    );
  });

  it('writes nothing for the unfiltered first page in the featured order', () => {
    expect(formatListingQuery({ page: 1, filters: emptyFilters(), sort: 'featured' })).toBe('');
    expect(formatListingQuery({ page: 1, filters: emptyFilters(), sort: 'price_asc' })).toBe(
      'sort=price_asc',
    );
  });

  it('reads sort as the order it names, or null', () => {
    expect(readListingParam('sort', 'price_asc')).toEqual({
      kind: 'sort',
      value: 'price_asc',
      sort: 'price_asc',
    });
    const sortOf = (value: string) =>
      (readListingParam('sort', value) as { sort: string | null }).sort;
    expect(['featured', 'price_desc'].map(sortOf)).toEqual(['featured', 'price_desc']);
    expect(['price', 'PRICE_ASC', 'newest', 'toString', ''].map(sortOf)).toEqual(
      Array(5).fill(null),
    );
  });

  it('reads a list entry as its list, position and value, valid when the value is a slug', () => {
    expect(readListingParam('material[12]', 'dark-oak')).toEqual({
      kind: 'list',
      name: 'material',
      index: 12,
      value: 'dark-oak',
      valid: true,
    });
    const valid = (value: string) =>
      (readListingParam('color[0]', value) as { valid: boolean }).valid;
    expect(['Oak', 'oak-', 'a--b', ''].some(valid)).toBe(false);
  });

  it('reads price bounds, valid when non-negative with at most two decimals', () => {
    expect(readListingParam('price[max]', '12.50')).toEqual({
      kind: 'price',
      bound: 'max',
      value: '12.50',
      valid: true,
    });
    const valid = (value: string) =>
      (readListingParam('price[min]', value) as { valid: boolean }).valid;
    expect(['0', '12.5'].every(valid)).toBe(true);
    expect(['-1', '1.234', '1e3', ''].some(valid)).toBe(false);
  });

  it('leaves page, express_shipping and other keys to the reader', () => {
    expect(readListingParam('page', '-2')).toEqual({ kind: 'page', value: '-2' });
    expect(readListingParam('express_shipping', 'yes')).toEqual({
      kind: 'express_shipping',
      value: 'yes',
    });
    expect(readListingParam('material[123]', 'oak')).toEqual({
      kind: 'other',
      key: 'material[123]',
      value: 'oak',
    });
    expect(readListingParam('toString', '1')).toEqual({
      kind: 'other',
      key: 'toString',
      value: '1',
    });
  });
});
