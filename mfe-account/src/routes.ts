import type { LoadContext, LoadResult, PageRoute } from '@sohnne/platform';
import { manualsApi } from './features/account-area/manualsApi';
import { PRIVATE_HEAD, requireCustomer } from './features/account-area/guard';
import { addressesApi } from './features/addresses/addressesApi';
import { ordersApi } from './features/orders/ordersApi';
import { profileApi } from './features/profile/profileApi';
import { wishlistApi } from './features/wishlist/wishlistApi';

/**
 * A customer's page: a visitor is sent to sign in first (and brought back after); otherwise `fetch`
 * loads the page's data with the shopper's cookie (on the server) before it renders.
 */
function customerPage(canonical: string, fetch: (context: LoadContext) => Promise<unknown>, title?: (context: LoadContext) => string) {
  return async (context: LoadContext): Promise<LoadResult> => {
    const visitor = requireCustomer(context);
    if (visitor) return visitor;
    await fetch(context);
    return { head: { ...PRIVATE_HEAD, canonical, ...(title ? { title: title(context) } : {}) } };
  };
}

const once = { subscribe: false } as const;

/** This MFE's pages: the browser and server builds render them, the manifest publishes their paths. */
export const routes: PageRoute[] = [
  {
    path: '/login',
    title: 'Login',
    page: () => import('./features/login/LoginPage'),
    load: () => ({ head: { description: 'Sign in to your Sohnne account.', canonical: '/login' } }),
  },
  {
    path: '/register',
    title: 'Register',
    page: () => import('./features/register/RegisterPage'),
    load: () => ({ head: { description: 'Create your Sohnne account.', canonical: '/register' } }),
  },
  {
    path: '/forgot-password',
    title: 'Forgot password',
    page: () => import('./features/password/ForgotPasswordPage'),
    load: () => ({ head: { description: 'Get a link to choose a new password for your Sohnne account.', canonical: '/forgot-password' } }),
  },
  {
    path: '/reset-password',
    title: 'Reset password',
    page: () => import('./features/password/ResetPasswordPage'),
    load: () => ({ head: { ...PRIVATE_HEAD, canonical: '/reset-password' } }),
  },
  {
    path: '/my-account',
    title: 'My account',
    personal: true,
    page: () => import('./features/dashboard/DashboardPage'),
    load: customerPage('/my-account', ({ dispatch }) => dispatch(manualsApi.endpoints.getManuals.initiate(undefined, once))),
  },
  {
    path: '/my-account/edit-account',
    title: 'Account details',
    personal: true,
    page: () => import('./features/profile/EditAccountPage'),
    load: customerPage('/my-account/edit-account', ({ dispatch }) => dispatch(profileApi.endpoints.getProfile.initiate(undefined, once))),
  },
  {
    path: '/my-account/edit-address',
    title: 'Addresses',
    personal: true,
    page: () => import('./features/addresses/AddressesPage'),
    load: customerPage('/my-account/edit-address', ({ dispatch }) =>
      Promise.all([dispatch(addressesApi.endpoints.getAddresses.initiate(undefined, once)), dispatch(manualsApi.endpoints.getManuals.initiate(undefined, once))]),
    ),
  },
  {
    path: '/my-account/edit-address/shipping',
    title: 'Add shipping address',
    personal: true,
    page: () => import('./features/addresses/AddressFormPage'),
    load: customerPage('/my-account/edit-address/shipping', async () => undefined),
  },
  {
    path: '/my-account/edit-address/:id',
    title: 'Edit shipping address',
    personal: true,
    page: () => import('./features/addresses/AddressFormPage'),
    load: async (context) => {
      const visitor = requireCustomer(context);
      if (visitor) return visitor;
      await context.dispatch(addressesApi.endpoints.getAddress.initiate(context.params.id ?? '', once));
      return { head: PRIVATE_HEAD };
    },
  },
  {
    path: '/my-account/order',
    title: 'Orders',
    personal: true,
    page: () => import('./features/orders/OrdersPage'),
    load: customerPage('/my-account/order', ({ dispatch }) => dispatch(ordersApi.endpoints.getOrders.initiate(undefined, once))),
  },
  {
    path: '/my-account/order/:id',
    title: 'Order',
    personal: true,
    page: () => import('./features/orders/OrderDetailPage'),
    load: async (context) => {
      const visitor = requireCustomer(context);
      if (visitor) return visitor;
      const { data } = await context.dispatch(ordersApi.endpoints.getOrder.initiate(context.params.id ?? '', once));
      return { head: { ...PRIVATE_HEAD, title: data?.length ? `Order #${data[0].invoice_id}` : 'Order not found' } };
    },
  },
  {
    path: '/my-account/wishlist',
    title: 'Wishlist',
    personal: true,
    page: () => import('./features/wishlist/WishlistPage'),
    load: customerPage('/my-account/wishlist', ({ dispatch }) => dispatch(wishlistApi.endpoints.getWishlist.initiate(undefined, once))),
  },
];
