import type { PageRoute } from '@sohnne/platform';
import { looksApi } from './looksApi';

export const shopTheLookRoute: PageRoute = {
  path: '/shop-the-look',
  title: 'Shop the Look',
  page: () => import('./ShopTheLookPage'),
  load: async ({ dispatch }) => {
    await dispatch(looksApi.endpoints.getLooks.initiate(undefined, { subscribe: false }));
    return {
      head: {
        description: 'Shop whole rooms: a living room, dining room, bedroom and office furnished with mid-century replicas.',
        canonical: '/shop-the-look',
      },
    };
  },
};
