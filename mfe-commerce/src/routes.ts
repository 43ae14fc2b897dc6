import type { PageRoute } from '@sohnne/platform';
import { cartApi } from './features/cart/cartApi';
import { FINANCING_FAQ } from './features/financing/faq';
import { professionalsApi } from './features/professionals/professionalsApi';

/** The head of a public content page of this MFE. */
const contentHead = (title: string, description: string, canonical: string, jsonLd?: Record<string, unknown>[]) => ({
  head: { title, description, canonical, og: { type: 'website', title: `${title} | Sohnne`, description }, ...(jsonLd ? { jsonLd } : {}) },
});

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
    load: async () =>
      contentHead('The Sohnne Club', 'Earn points as you shop, review and share, and redeem them for up to $300 off your order.', '/sohnne-rewards'),
  },
];
