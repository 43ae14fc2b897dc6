import type { SearchResult } from '@sohnne/contracts';
import { catalogApi } from '../../api';

interface SearchArg {
  product: string;
  page: number;
}

const MAX_QUERY = 100;
const MAX_PAGE = 1000;

/** The search from the page URL (`product`, `page`), within what the service accepts. */
export function searchArg(params: URLSearchParams): SearchArg {
  const product = (params.get('product') ?? '').trim().slice(0, MAX_QUERY);
  const page = /^[1-9]\d{0,3}$/.test(params.get('page') ?? '')
    ? Math.min(Number(params.get('page')), MAX_PAGE)
    : 1;
  return { product, page };
}

export function searchHref(product: string, page: number): string {
  const params = new URLSearchParams({ product });
  if (page > 1) params.set('page', String(page));
  return `/search?${params.toString()}`;
}

export const searchApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    searchProducts: build.query<SearchResult, SearchArg>({
      query: ({ product, page }) => ({ url: '/search', params: { product, page } }),
    }),
  }),
});

export const { useSearchProductsQuery } = searchApi;
