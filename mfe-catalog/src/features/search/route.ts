import type { PageRoute } from '@sohnne/platform';
import { searchApi, searchArg, searchHref } from './searchApi';

export const searchRoute: PageRoute = {
  path: '/search',
  title: 'Search',
  page: () => import('./SearchPage'),
  load: async ({ query, dispatch }) => {
    const arg = searchArg(query);
    const { data } = await dispatch(searchApi.endpoints.searchProducts.initiate(arg, { subscribe: false }));
    return {
      head: {
        title: arg.product ? `Search results for “${arg.product}”` : 'Search',
        description: data ? `${data.productFound} replica furniture products match “${arg.product}”.` : 'Search the Sohnne catalogue.',
        canonical: searchHref(arg.product, arg.page),
        // Result pages are for shoppers, not for search engines' indexes.
        robots: 'noindex, follow',
      },
    };
  },
};
