import type { Listing } from '@sohnne/contracts';
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
