import type { PageRoute } from '@sohnne/platform';
import { designersApi } from './designersApi';

export const designersRoute: PageRoute = {
  path: '/designer',
  title: 'Designer Community',
  page: () => import('./DesignersPage'),
  load: async ({ dispatch }) => {
    await dispatch(designersApi.endpoints.getDesigners.initiate(1, { subscribe: false }));
    return {
      head: {
        description: 'Meet the mid-century designers behind our replicas: Eames, Jacobsen, Saarinen, Wegner and many more.',
        canonical: '/designer',
      },
    };
  },
};
