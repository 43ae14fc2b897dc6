import { definePage, fetchOnce, type PageRoute } from '@sohnne/platform';
import { PRIVATE_HEAD } from './features/account-area/guard';
import { manualsApi } from './features/account-area/manualsApi';
import { addressesApi } from './features/addresses/addressesApi';
import { ordersApi } from './features/orders/ordersApi';
import { profileApi } from './features/profile/profileApi';
import { wishlistApi } from './features/wishlist/wishlistApi';

/** This MFE's pages, all of them: the browser and server builds render them, the manifest publishes their paths. */
export const routes: PageRoute[] = [
  definePage({
    path: '/login',
    title: 'Login',
    page: () => import('./features/login/LoginPage'),
    head: { description: 'Sign in to your Sohnne account.', canonical: '/login' },
    // The sign-in form without scripts. Actions load when a form is posted, as pages when shown.
    action: async (context) => (await import('./features/login/loginAction')).loginAction(context),
  }),
  definePage({
    path: '/register',
    title: 'Register',
    page: () => import('./features/register/RegisterPage'),
    head: { description: 'Create your Sohnne account.', canonical: '/register' },
    action: async (context) =>
      (await import('./features/register/registerAction')).registerAction(context),
  }),
  definePage({
    path: '/forgot-password',
    title: 'Forgot password',
    page: () => import('./features/password/ForgotPasswordPage'),
    head: {
      description: 'Get a link to choose a new password for your Sohnne account.',
      canonical: '/forgot-password',
    },
    action: async (context) =>
      (await import('./features/password/forgotPasswordAction')).forgotPasswordAction(context),
  }),
  definePage({
    path: '/reset-password',
    title: 'Reset password',
    // Its address holds a live reset token: rendered per request, never kept by the edge's shared cache.
    personal: true,
    page: () => import('./features/password/ResetPasswordPage'),
    head: { ...PRIVATE_HEAD, canonical: '/reset-password', referrer: 'no-referrer' },
    action: async (context) =>
      (await import('./features/password/resetPasswordAction')).resetPasswordAction(context),
  }),
  definePage({
    path: '/confirm-email',
    title: 'Confirm your e-mail address',
    // Its address holds a live confirmation token: rendered per request, never kept by a shared cache.
    personal: true,
    page: () => import('./features/profile/ConfirmEmailPage'),
    head: { ...PRIVATE_HEAD, canonical: '/confirm-email', referrer: 'no-referrer' },
    action: async (context) =>
      (await import('./features/profile/confirmEmailAction')).confirmEmailAction(context),
  }),
  definePage({
    path: '/my-account',
    title: 'My account',
    personal: true,
    signedIn: true,
    page: () => import('./features/dashboard/DashboardPage'),
    load: (context) => fetchOnce(context, manualsApi.endpoints.getManuals, undefined),
    head: { ...PRIVATE_HEAD, canonical: '/my-account' },
  }),
  definePage({
    path: '/my-account/edit-account',
    title: 'Account details',
    personal: true,
    signedIn: true,
    page: () => import('./features/profile/EditAccountPage'),
    load: (context) => fetchOnce(context, profileApi.endpoints.getProfile, undefined),
    head: { ...PRIVATE_HEAD, canonical: '/my-account/edit-account' },
    action: async (context) =>
      (await import('./features/profile/profileAction')).profileAction(context),
  }),
  definePage({
    path: '/my-account/edit-address',
    title: 'Addresses',
    personal: true,
    signedIn: true,
    page: () => import('./features/addresses/AddressesPage'),
    load: async (context) => {
      const [addresses] = await Promise.all([
        fetchOnce(context, addressesApi.endpoints.getAddresses, undefined),
        fetchOnce(context, manualsApi.endpoints.getManuals, undefined),
      ]);
      return addresses;
    },
    head: { ...PRIVATE_HEAD, canonical: '/my-account/edit-address' },
  }),
  definePage({
    path: '/my-account/edit-address/shipping',
    title: 'Add shipping address',
    personal: true,
    signedIn: true,
    page: () => import('./features/addresses/AddressFormPage'),
    head: { ...PRIVATE_HEAD, canonical: '/my-account/edit-address/shipping' },
    action: async (context) =>
      (await import('./features/addresses/addressAction')).addressAction(context),
  }),
  definePage({
    path: '/my-account/edit-address/:id',
    title: 'Edit shipping address',
    personal: true,
    signedIn: true,
    page: () => import('./features/addresses/AddressFormPage'),
    load: async (context) => {
      // The spec shows nothing for a missing address (or another customer's): not the 404 page.
      await fetchOnce(context, addressesApi.endpoints.getAddress, context.params.id ?? '');
    },
    head: PRIVATE_HEAD,
    action: async (context) =>
      (await import('./features/addresses/addressAction')).addressAction(context),
  }),
  definePage({
    path: '/my-account/order',
    title: 'Orders',
    personal: true,
    signedIn: true,
    page: () => import('./features/orders/OrdersPage'),
    load: (context) => fetchOnce(context, ordersApi.endpoints.getOrders, undefined),
    head: { ...PRIVATE_HEAD, canonical: '/my-account/order' },
  }),
  definePage({
    path: '/my-account/order/:id',
    title: 'Order',
    personal: true,
    signedIn: true,
    page: () => import('./features/orders/OrderDetailPage'),
    load: (context) => fetchOnce(context, ordersApi.endpoints.getOrder, context.params.id ?? ''),
    head: (data) => ({
      ...PRIVATE_HEAD,
      title: data?.length ? `Order #${data[0].invoice_id}` : 'Order not found',
    }),
  }),
  definePage({
    path: '/my-account/wishlist',
    title: 'Wishlist',
    personal: true,
    signedIn: true,
    page: () => import('./features/wishlist/WishlistPage'),
    load: (context) => fetchOnce(context, wishlistApi.endpoints.getWishlist, undefined),
    head: { ...PRIVATE_HEAD, canonical: '/my-account/wishlist' },
  }),
];
