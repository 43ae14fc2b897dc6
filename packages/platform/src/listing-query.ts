/*
 * The browser's side of the collection listing's query: its lenient reader and URL helpers. The query's
 * keys, values and normal form are defined once in @sohnne/listing-query, shared with the catalog service.
 */

import {
  DEFAULT_SORT,
  emptyFilters,
  LIST_KEYS,
  readListingParam,
  type ListingFilters,
  type ListingSort,
  type ListKey,
  type ListingState,
} from '@sohnne/listing-query';

export {
  DEFAULT_SORT,
  emptyFilters,
  formatListingQuery,
  LIST_KEYS,
  LISTING_SORTS,
  type ListKey,
  type ListingFilters,
  type ListingSort,
  type ListingState,
} from '@sohnne/listing-query';

const PAGE = /^[1-9]\d{0,3}$/;

/**
 * Reads `page`, `category[i]`, `material[i]`, `color[i]`, `price[min]`, `price[max]`, `express_shipping` and
 * `sort` from a page URL's query. Lenient, because it reads what a shopper typed or an old link carries: a
 * malformed value or unknown key is dropped (an unknown order is the featured one), indexes are taken in
 * order, a price range given upside down is swapped — so the page always shows a valid listing, and
 * formatListingQuery gives its normal form.
 */
export function parseListingQuery(params: URLSearchParams): ListingState {
  const filters = emptyFilters();
  const indexed: Record<ListKey, Array<[number, string]>> = {
    category: [],
    material: [],
    color: [],
  };
  let page = 1;
  let sort: ListingSort = DEFAULT_SORT;
  for (const [key, value] of params) {
    const param = readListingParam(key, value);
    if (param.kind === 'list' && param.valid) indexed[param.name].push([param.index, value]);
    else if (param.kind === 'page' && PAGE.test(value)) page = Number(value);
    else if (param.kind === 'price' && param.valid) filters.price[param.bound] = Number(value);
    else if (param.kind === 'express_shipping') filters.express_shipping = value === 'true';
    else if (param.kind === 'sort') sort = param.sort ?? DEFAULT_SORT;
  }
  for (const name of LIST_KEYS) {
    filters[name] = [...new Set(indexed[name].sort(([a], [b]) => a - b).map(([, value]) => value))];
  }
  const { min, max } = filters.price;
  if (min !== null && max !== null && min > max) filters.price = { min: max, max: min };
  return { page, filters, sort };
}

/** A path with the query appended when there is one. */
export const withQuery = (path: string, query: string): string =>
  query ? `${path}?${query}` : path;

export const hasFilters = (filters: ListingFilters): boolean =>
  LIST_KEYS.some((name) => filters[name].length > 0) ||
  filters.price.min !== null ||
  filters.price.max !== null ||
  filters.express_shipping;

/** The root of the designers' collections: '/collections/designer-furniture/{designer}'. */
export const DESIGNER_COLLECTIONS_ROOT = 'designer-furniture';
