import type { ProductSource } from '@sohnne/platform';
import type { ProductPage } from '@sohnne/contracts';
import { catalogApi } from '../../api';
import type { Product } from '../../types';

/** The blog's side list shows three products unless the host asks otherwise. */
export const DEFAULT_COUNT = 3;
const MAX_COUNT = 12;

/** The products query for a fragment's source (on-sale by default: the list shows list and sale price). */
function sourceParams(source: ProductSource | undefined): Record<string, string> {
  switch (source?.kind) {
    case 'featured':
      return { featured: 'true' };
    case 'newest':
      return {};
    case 'best-sellers':
      return { badge: 'Best Seller' };
    case 'collection':
      return { collection: source.path.split('/').filter(Boolean).pop() ?? '' };
    case 'related':
      return { related_to: source.productSlug };
    case 'on-sale':
    case undefined:
      return { on_sale: 'true' };
  }
}

export const premiumApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    getPremiumReplicas: build.query<Product[], { source?: ProductSource; count: number }>({
      query: ({ source, count }) => ({
        url: '/products',
        params: {
          ...sourceParams(source),
          perPage: Math.min(MAX_COUNT, Math.max(1, Math.floor(count))),
        },
      }),
      transformResponse: (response: ProductPage) => response.data,
    }),
  }),
});

export const { useGetPremiumReplicasQuery } = premiumApi;
