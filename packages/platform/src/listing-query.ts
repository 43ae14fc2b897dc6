/*
 * The collection listing's query, as the page URL and the catalog's listing call both carry it (the spec's
 * indexed-array form): one definition for every reader and writer of it in the browser.
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

export const LIST_KEYS = ['category', 'material', 'color'] as const;
export type ListKey = (typeof LIST_KEYS)[number];

const INDEXED = /^(category|material|color)\[(\d{1,2})\]$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PRICE = /^\d+(\.\d{1,2})?$/;
const PAGE = /^[1-9]\d{0,3}$/;

export const emptyFilters = (): ListingFilters => ({
  category: [],
  material: [],
  color: [],
  price: { min: null, max: null },
  express_shipping: false,
});

/**
 * Reads `page`, `category[i]`, `material[i]`, `color[i]`, `price[min]`, `price[max]` and `express_shipping`
 * from a page URL's query. Lenient, because it reads what a shopper typed or an old link carries: a
 * malformed value or unknown key is dropped, indexes are taken in order, a price range given upside down
 * is swapped — so the page always shows a valid listing, and formatListingQuery gives its normal form.
 */
export function parseListingQuery(params: URLSearchParams): ListingState {
  const filters = emptyFilters();
  const indexed: Record<ListKey, Array<[number, string]>> = {
    category: [],
    material: [],
    color: [],
  };
  let page = 1;
  for (const [key, value] of params) {
    const list = INDEXED.exec(key);
    if (list) {
      if (SLUG.test(value)) indexed[list[1] as ListKey].push([Number(list[2]), value]);
      continue;
    }
    if (key === 'page' && PAGE.test(value)) page = Number(value);
    else if (key === 'price[min]' && PRICE.test(value)) filters.price.min = Number(value);
    else if (key === 'price[max]' && PRICE.test(value)) filters.price.max = Number(value);
    else if (key === 'express_shipping') filters.express_shipping = value === 'true';
  }
  for (const name of LIST_KEYS) {
    filters[name] = [...new Set(indexed[name].sort(([a], [b]) => a - b).map(([, value]) => value))];
  }
  const { min, max } = filters.price;
  if (min !== null && max !== null && min > max) filters.price = { min: max, max: min };
  return { page, filters };
}

/** The page URL's query for these filters and page ('' for the unfiltered first page). */
export function formatListingQuery({ page, filters }: ListingState): string {
  const params = new URLSearchParams();
  if (page > 1) params.append('page', String(page));
  for (const name of LIST_KEYS)
    filters[name].forEach((value, index) => params.append(`${name}[${index}]`, value));
  if (filters.price.min !== null) params.append('price[min]', String(filters.price.min));
  if (filters.price.max !== null) params.append('price[max]', String(filters.price.max));
  if (filters.express_shipping) params.append('express_shipping', 'true');
  return params.toString();
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
