import type { PageRoute } from '@sohnne/platform';
import { cartApi } from './features/cart/cartApi';
import { FINANCING_FAQ } from './features/financing/faq';
import { professionalsApi } from './features/professionals/professionalsApi';

/** The head of a public content page of this MFE. */
const contentHead = (title: string, description: string, canonical: string, jsonLd?: Record<string, unknown>[]) => ({
  head: { title, description, canonical, og: { type: 'website', title: `${title} | Sohnne`, description }, ...(jsonLd ? { jsonLd } : {}) },
});
import { checkoutApi } from './features/checkout/checkoutApi';
import { rewardsApi } from './features/rewards/rewardsApi';
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
    path: '/financing',
    title: 'Financing',
    page: () => import('./features/financing/FinancingPage'),
    load: async () =>
      contentHead('Financing', 'Buy now, pay later: 3, 6 or 12 monthly instalments, 0% APR over 3 months. US only, from a USD 50 cart.', '/financing', [
        {
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: FINANCING_FAQ.map((item) => ({ '@type': 'Question', name: item.title, acceptedAnswer: { '@type': 'Answer', text: item.body } })),
        },
      ]),
  },
  {
    path: '/protection-plan',
    title: 'Protection Plan',
    page: () => import('./features/protection-plan/ProtectionPlanPage'),
    load: async () =>
      contentHead('Protection Plan', 'Furniture protection against stains, damage and defects: only $9.99 per month, claims up to $2,500 a year.', '/protection-plan'),
  },
  {
    path: '/professionals',
    title: 'Sohnne for Business',
    page: () => import('./features/professionals/ProfessionalsPage'),
    load: async ({ dispatch }) => {
      await dispatch(professionalsApi.endpoints.getProfessionalServices.initiate(undefined, { subscribe: false }));
      return contentHead('Sohnne for Business', 'The business program: up to 30% savings, free shipping, customisation and a 5-year warranty.', '/professionals');
    },
  },
  {
    path: '/trade',
    title: 'Trade Program',
    page: () => import('./features/trade/TradePage'),
    load: async () =>
      contentHead('Trade Program', 'Trade pricing for architects, designers and stores: up to 100 units per bulk order, a 50% down payment, approval in 3 working days.', '/trade'),
  },
  {
    path: '/sohnne-rewards',
    title: 'The Sohnne Club',
    page: () => import('./features/rewards/RewardsPage'),
    load: async ({ dispatch }) => {
      await dispatch(rewardsApi.endpoints.getVoucherTerms.initiate(undefined, { subscribe: false }));
      return contentHead('The Sohnne Club', 'Earn points as you shop, review and share, and redeem them for up to $300 off your order.', '/sohnne-rewards');
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
