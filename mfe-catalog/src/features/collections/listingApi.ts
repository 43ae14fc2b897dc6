import type { Facets, Listing } from '@sohnne/contracts';
import {
  emptyFilters,
  formatListingQuery,
  LIST_KEYS,
  parseListingQuery,
  type ListingState,
} from '@sohnne/platform';
import { catalogApi } from '../../api';

interface ListingArg {
  /** The collection's slug path ('seating/lounge-chairs', 'designer-furniture/jacobsen'). */
  path: string;
  /** The normalized filters and page (formatListingQuery). */
  query: string;
}

export const listingApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    getListing: build.query<Listing, ListingArg>({
      query: ({ path, query }) =>
        `/collections/listing?path=${encodeURIComponent(path)}${query ? `&${query}` : ''}`,
    }),
  }),
});

export const { useGetListingQuery } = listingApi;

/** The collection's unfiltered first page: its facets list every option the collection offers. */
export const OFFERED_QUERY = formatListingQuery({
  page: 1,
  filters: emptyFilters(),
  sort: 'featured',
});

/**
 * The listing a page URL names: its page, filters and order (parseListingQuery), and whether they name options
 * (category, material, colour) that must first be checked against the collection's own.
 */
export function urlListing(search: URLSearchParams): ListingState & { namesOptions: boolean } {
  const fromUrl = parseListingQuery(search);
  return { ...fromUrl, namesOptions: LIST_KEYS.some((key) => fromUrl.filters[key].length > 0) };
}

/**
 * The URL's listing without the options the collection does not offer (a made-up `material[0]=zzz`, a
 * colour none of its products has), so they are neither shown as ticked nor carried into its links; the
 * spec: filters are loaded from the URL, "or reset if none match". `offered` are the facets of the
 * collection's unfiltered listing (OFFERED_QUERY); without them the URL's filters are kept.
 */
export function offeredState(
  { page, filters, sort }: ListingState,
  offered?: Facets,
): ListingState {
  if (!offered) return { page, filters, sort };
  const kept = { ...filters };
  for (const key of LIST_KEYS) {
    const values = new Set(offered[key].map((option) => option.value));
    kept[key] = filters[key].filter((value) => values.has(value));
  }
  return { page, filters: kept, sort };
}
