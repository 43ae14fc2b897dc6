import type { PageRoute } from '@sohnne/platform';
import { cartApi } from './features/cart/cartApi';
import { checkoutApi } from './features/checkout/checkoutApi';
import { thankyouApi } from './features/thankyou/thankyouApi';

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
  {
    path: '/checkout',
    title: 'Checkout',
    personal: true,
    page: () => import('./features/checkout/CheckoutPage'),
    load: async ({ dispatch }) => {
      await dispatch(checkoutApi.endpoints.getCheckoutSettings.initiate(undefined, { subscribe: false }));
      return { head: { title: 'Checkout', robots: 'noindex' } };
    },
  },
  {
    path: '/thankyou',
    title: 'Thank you',
    personal: true,
    page: () => import('./features/thankyou/ThankyouPage'),
    load: async ({ dispatch, query }) => {
      const id = query.get('id');
      if (!id) return { status: 404 };
      const result = await dispatch(thankyouApi.endpoints.getInvoice.initiate(id, { subscribe: false }));
      if (result.error && (result.error as { status?: unknown }).status === 404) return { status: 404 };
      return { head: { title: 'Thank you for your order', robots: 'noindex' } };
    },
  },
  {
    path: '/track-my-order',
    title: 'Track My Order',
    personal: true,
    page: () => import('./features/tracking/TrackOrderPage'),
    load: async ({ dispatch }) => {
      await dispatch(checkoutApi.endpoints.getCheckoutSettings.initiate(undefined, { subscribe: false }));
      return { head: { title: 'Track My Order', description: 'Track your Sohnne order by its number and your e-mail.' } };
    },
  },
];
