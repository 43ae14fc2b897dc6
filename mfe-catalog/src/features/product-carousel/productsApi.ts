import type { ProductSource } from '@sohnne/platform';
import type { ProductListQuery, ProductPage } from '@sohnne/contracts';
import { catalogApi } from '../../api';
import type { Product } from '../../types';

export const CAROUSEL_SIZE = 12;

/** The catalog service's product-list query for a fragment's source (featured when none is given). */
export function sourceQuery(source: ProductSource | undefined, limit: number): ProductListQuery {
  const perPage = { perPage: limit };
  switch (source?.kind ?? 'featured') {
    case 'newest':
      return perPage;
    case 'best-sellers':
      return { badge: 'Best Seller', ...perPage };
    case 'on-sale':
      return { on_sale: true, ...perPage };
    case 'collection':
      // A path's last segment is the collection's slug ('seating/lounge-chairs' → 'lounge-chairs').
      return {
        collection:
          source?.kind === 'collection' ? (source.path.split('/').filter(Boolean).pop() ?? '') : '',
        ...perPage,
      };
    case 'related':
      return { related_to: source?.kind === 'related' ? source.productSlug : '', ...perPage };
    default:
      return { featured: true, ...perPage };
  }
}

export const productsApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    getSourceProducts: build.query<Product[], { source?: ProductSource; limit: number }>({
      query: ({ source, limit }) => ({ url: '/products', params: sourceQuery(source, limit) }),
      transformResponse: (response: ProductPage) => response.data,
    }),
  }),
});

export const { useGetSourceProductsQuery } = productsApi;
