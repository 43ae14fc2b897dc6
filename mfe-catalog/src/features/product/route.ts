import { isNotFound, type PageRoute } from '@sohnne/platform';
import { productApi } from './productApi';
import { productHead } from './productHead';

export const productRoute: PageRoute = {
  path: '/product/:slug',
  title: 'Product',
  page: () => import('./ProductPage'),
  load: async ({ dispatch, params, query }) => {
    const { data, error } = await dispatch(productApi.endpoints.getProduct.initiate(params.slug ?? '', { subscribe: false }));
    if (isNotFound(error)) return { status: 404 };
    return data ? { head: productHead(data, query.get('variant')) } : undefined;
  },
};
