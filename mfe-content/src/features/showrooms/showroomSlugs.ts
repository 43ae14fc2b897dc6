import type { Showroom } from '../../types';

/** The showrooms, each a page at its slug, named as the sitemap lists them. */
export const SHOWROOMS = [
  { slug: 'sohnne-berlin', name: 'Sohnne Berlin' },
  { slug: 'sohnne-london', name: 'Sohnne London' },
  { slug: 'sohnne-san-francisco', name: 'Sohnne San Francisco' },
] as const;

/** The address line under the street, as the country writes it: 'San Francisco, CA 94102', '10119 Berlin'. */
export function cityLine({ city, state, postcode }: Showroom['address']): string {
  return state ? `${city}, ${state} ${postcode}` : `${postcode} ${city}`;
}
