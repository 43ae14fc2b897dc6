/*
 * The collection listing's query, as the page URL and the catalog's listing call both carry it (the spec's
 * indexed-array form): its keys, its values and its normal form, defined once. Two readers use it: the
 * browser's (@sohnne/platform), lenient because it reads what a shopper typed or an old link carries, and
 * the catalog service's, strict because it answers the API. Both write the query with formatListingQuery.
 */

/** The collection page's filters as its URL carries them. */
export interface ListingFilters {
  category: string[];
  material: string[];
  color: string[];
  price: { min: number | null; max: number | null };
  express_shipping: boolean;
}

/**
 * The listing's orders: 'featured' is the collection's own order (the default, so never written); the others
 * order by the price the shopper pays (the price the filter reads), ties in the featured order.
 */
export const LISTING_SORTS = ['featured', 'price_asc', 'price_desc'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export const DEFAULT_SORT = 'featured' satisfies ListingSort;

const isListingSort = (value: string): value is ListingSort =>
  (LISTING_SORTS as readonly string[]).includes(value);

export interface ListingState {
  page: number;
  filters: ListingFilters;
  sort: ListingSort;
}

/** The filters that take a list of values, each as `name[index]=value`. */
export const LIST_KEYS = ['category', 'material', 'color'] as const;
export type ListKey = (typeof LIST_KEYS)[number];

const LIST_ENTRY = /^(category|material|color)\[(\d{1,2})\]$/;
/** A list filter's value: a slug, lowercase words joined by single hyphens. */
const LIST_VALUE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A price bound: a non-negative number with at most two decimals. */
const PRICE_VALUE = /^\d+(\.\d{1,2})?$/;
const PRICE_BOUNDS: Record<string, 'min' | 'max'> = { 'price[min]': 'min', 'price[max]': 'max' };

/**
 * One `key=value` pair of the query as the grammar reads it. `valid` says whether a list value is a slug
 * and a price bound a non-negative number with at most two decimals; what to do with an invalid one, and
 * with `page`, `express_shipping` and any other key, is each reader's own (lenient or strict) rule.
 */
export type ListingParam =
  | { kind: 'list'; name: ListKey; index: number; value: string; valid: boolean }
  | { kind: 'price'; bound: 'min' | 'max'; value: string; valid: boolean }
  | { kind: 'page' | 'express_shipping'; value: string }
  | { kind: 'sort'; value: string; sort: ListingSort | null }
  | { kind: 'other'; key: string; value: string };

export function readListingParam(key: string, value: string): ListingParam {
  const entry = LIST_ENTRY.exec(key);
  if (entry) {
    const name = entry[1] as ListKey;
    return { kind: 'list', name, index: Number(entry[2]), value, valid: LIST_VALUE.test(value) };
  }
  const bound = Object.hasOwn(PRICE_BOUNDS, key) ? PRICE_BOUNDS[key] : undefined;
  if (bound) return { kind: 'price', bound, value, valid: PRICE_VALUE.test(value) };
  if (key === 'page' || key === 'express_shipping') return { kind: key, value };
  if (key === 'sort') return { kind: 'sort', value, sort: isListingSort(value) ? value : null };
  return { kind: 'other', key, value };
}

export const emptyFilters = (): ListingFilters => ({
  category: [],
  material: [],
  color: [],
  price: { min: null, max: null },
  express_shipping: false,
});

/**
 * The query's normal form for this page, these filters and this order ('' for the unfiltered first page in
 * the featured order): the page, the filters, then the order.
 */
export function formatListingQuery({ page, filters, sort }: ListingState): string {
  const params = new URLSearchParams();
  if (page > 1) params.append('page', String(page));
  for (const name of LIST_KEYS)
    filters[name].forEach((value, index) => params.append(`${name}[${index}]`, value));
  if (filters.price.min !== null) params.append('price[min]', String(filters.price.min));
  if (filters.price.max !== null) params.append('price[max]', String(filters.price.max));
  if (filters.express_shipping) params.append('express_shipping', 'true');
  if (sort !== DEFAULT_SORT) params.append('sort', sort);
  return params.toString();
}
