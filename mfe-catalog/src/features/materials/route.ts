import type { PageRoute } from '@sohnne/platform';
import { materialsApi } from './materialsApi';

export const materialsRoute: PageRoute = {
  path: '/product-material',
  title: 'Upholstery Materials',
  page: () => import('./MaterialsPage'),
  load: async ({ dispatch }) => {
    await dispatch(materialsApi.endpoints.getMaterials.initiate(undefined, { subscribe: false }));
    return {
      head: {
        description: 'Our upholstery catalogue: chenille, felt, boucle, velvets, sheepskin, suede and leathers, with every colour.',
        canonical: '/product-material',
      },
    };
  },
};
