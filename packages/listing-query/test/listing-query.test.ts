import { emptyFilters, formatListingQuery, readListingParam } from '../src';

describe('the listing query', () => {
  it('writes the normal form: page first, lists in order, then the price bounds and express shipping', () => {
    const filters = {
      ...emptyFilters(),
      color: ['green'],
      material: ['oak', 'wool'],
      price: { min: 100, max: 2500.5 },
      express_shipping: true,
    };
    expect(formatListingQuery({ page: 2, filters })).toBe(
      'page=2&material%5B0%5D=oak&material%5B1%5D=wool&color%5B0%5D=green' +
        '&price%5Bmin%5D=100&price%5Bmax%5D=2500.5&express_shipping=true',
    );
  });

  it('writes nothing for the unfiltered first page', () => {
    expect(formatListingQuery({ page: 1, filters: emptyFilters() })).toBe('');
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
