import { emptyFilters, formatListingQuery, LIST_VALUE, listEntryOf, PRICE_VALUE } from '../src';

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

  it('reads a list key as its list and position, and no other key', () => {
    expect(listEntryOf('material[12]')).toEqual({ name: 'material', index: 12 });
    expect(listEntryOf('material[123]')).toBeNull();
    expect(listEntryOf('size[0]')).toBeNull();
    expect(listEntryOf('page')).toBeNull();
  });

  it('takes slugs as list values and non-negative prices with at most two decimals', () => {
    expect(['oak', 'dark-oak'].every((value) => LIST_VALUE.test(value))).toBe(true);
    expect(['Oak', 'oak-', 'a--b', ''].some((value) => LIST_VALUE.test(value))).toBe(false);
    expect(['0', '12.5', '12.50'].every((value) => PRICE_VALUE.test(value))).toBe(true);
    expect(['-1', '1.234', '1e3', ''].some((value) => PRICE_VALUE.test(value))).toBe(false);
  });
});
