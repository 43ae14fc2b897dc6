import {
  DEFAULT_SORT,
  emptyFilters,
  LIST_KEYS,
  LISTING_SORTS,
  readListingParam,
  type ListingFilters,
  type ListingSort,
  type ListKey,
} from '@sohnne/listing-query';
import { SLUG_PATH_PATTERN } from '../common';

export interface ListingQuery {
  path: string;
  page: number;
  perPage: number;
  filters: ListingFilters;
  sort: ListingSort;
}

export const DEFAULT_PER_PAGE = 24;
const MAX_PER_PAGE = 100;
const MAX_PAGE = 10_000;
const MAX_OPTIONS = 50;

/** A query string the codec refuses; the message says what is wrong and is safe to show. */
export class ListingQueryError extends Error {}

function positiveInt(key: string, text: string, max: number): number {
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > max) {
    throw new ListingQueryError(`${key} must be a whole number from 1 to ${max}`);
  }
  return Number(text);
}

/**
 * Reads the page URL's query (`page`, `category[0]=…`, `material[0]=`, `color[0]=`, `price[min]`,
 * `price[max]`, `express_shipping`, `sort`) plus the service's own `path` and `perPage`. Express's default
 * parser does not read brackets, so this takes the raw query string. Throws ListingQueryError.
 */
export function parseListingQuery(rawQuery: string, { requirePath = true } = {}): ListingQuery {
  const filters = emptyFilters();
  const indexed: Record<ListKey, Map<number, string>> = {
    category: new Map(),
    material: new Map(),
    color: new Map(),
  };
  const seen = new Set<string>();
  let path = '';
  let page = 1;
  let perPage = DEFAULT_PER_PAGE;
  let sort: ListingSort = DEFAULT_SORT;
  for (const [key, value] of new URLSearchParams(rawQuery)) {
    if (seen.has(key)) throw new ListingQueryError(`${key} is given more than once`);
    seen.add(key);
    const param = readListingParam(key, value);
    switch (param.kind) {
      case 'list':
        if (!param.valid) throw new ListingQueryError(`${key} must be a lowercase slug`);
        indexed[param.name].set(param.index, value);
        break;
      case 'page':
        if (/^-/.test(value)) throw new ListingQueryError('page must not be negative');
        page = positiveInt('page', value, MAX_PAGE);
        break;
      case 'price':
        if (!param.valid) throw new ListingQueryError(`${key} must be a non-negative number`);
        filters.price[param.bound] = Number(value);
        break;
      case 'express_shipping':
        if (value !== 'true' && value !== 'false')
          throw new ListingQueryError('express_shipping must be true or false');
        filters.express_shipping = value === 'true';
        break;
      case 'sort':
        if (param.sort === null)
          throw new ListingQueryError(`sort must be one of ${LISTING_SORTS.join(', ')}`);
        sort = param.sort;
        break;
      case 'other':
        if (key === 'path') {
          if (!SLUG_PATH_PATTERN.test(value))
            throw new ListingQueryError('path must be 1 to 3 collection slugs joined by /');
          path = value;
        } else if (key === 'perPage') perPage = positiveInt('perPage', value, MAX_PER_PAGE);
        else throw new ListingQueryError(`Unknown filter key: ${key}`);
    }
  }
  for (const name of LIST_KEYS) {
    const entries = [...indexed[name].entries()].sort(([a], [b]) => a - b);
    if (entries.length > MAX_OPTIONS)
      throw new ListingQueryError(`${name} takes at most ${MAX_OPTIONS} values`);
    entries.forEach(([index], position) => {
      if (index !== position)
        throw new ListingQueryError(`${name} indexes must run 0, 1, 2, … without gaps`);
    });
    filters[name] = [...new Set(entries.map(([, value]) => value))];
  }
  const { min, max } = filters.price;
  if (min !== null && max !== null && min > max)
    throw new ListingQueryError('price[min] must not be above price[max]');
  if (requirePath && !path) throw new ListingQueryError('path is required');
  return { path, page, perPage, filters, sort };
}
