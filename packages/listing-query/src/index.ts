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

export interface ListingState {
  page: number;
  filters: ListingFilters;
}

/** The filters that take a list of values, each as `name[index]=value`. */
export const LIST_KEYS = ['category', 'material', 'color'] as const;
export type ListKey = (typeof LIST_KEYS)[number];

export const PRICE_MIN_KEY = 'price[min]';
export const PRICE_MAX_KEY = 'price[max]';
export const EXPRESS_KEY = 'express_shipping';

/** A list filter's value: a slug, lowercase words joined by single hyphens. */
export const LIST_VALUE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A price bound: a non-negative number with at most two decimals. */
export const PRICE_VALUE = /^\d+(\.\d{1,2})?$/;

const LIST_ENTRY = /^(category|material|color)\[(\d{1,2})\]$/;

/** For a key such as `material[2]`, its list and its position in it; null for any other key. */
export function listEntryOf(key: string): { name: ListKey; index: number } | null {
  const entry = LIST_ENTRY.exec(key);
  return entry ? { name: entry[1] as ListKey, index: Number(entry[2]) } : null;
}

export const emptyFilters = (): ListingFilters => ({
  category: [],
  material: [],
  color: [],
  price: { min: null, max: null },
  express_shipping: false,
});

/** The query's normal form for these filters and page ('' for the unfiltered first page). */
export function formatListingQuery({ page, filters }: ListingState): string {
  const params = new URLSearchParams();
  if (page > 1) params.append('page', String(page));
  for (const name of LIST_KEYS)
    filters[name].forEach((value, index) => params.append(`${name}[${index}]`, value));
  if (filters.price.min !== null) params.append(PRICE_MIN_KEY, String(filters.price.min));
  if (filters.price.max !== null) params.append(PRICE_MAX_KEY, String(filters.price.max));
  if (filters.express_shipping) params.append(EXPRESS_KEY, 'true');
  return params.toString();
}
