import type { PageRoute } from '@sohnne/platform';
import { cartApi } from './features/cart/cartApi';

/** This MFE's pages: the browser and server builds render them, the manifest publishes their paths. */
export const routes: PageRoute[] = [
  {
    path: '/cart',
    title: 'Cart',
    personal: true,
    page: () => import('./features/cart/CartPage'),
    load: async ({ dispatch }) => {
      await dispatch(cartApi.endpoints.getCart.initiate(undefined, { subscribe: false }));
      return { head: { robots: 'noindex' } };
    },
  },
];
