import {
  definePage,
  fetchOnce,
  NOT_FOUND,
  type ActionContext,
  type ActionResult,
  type Head,
  type PageRoute,
} from '@sohnne/platform';
import { cartApi } from './features/cart/cartApi';
import { checkoutApi } from './features/checkout/checkoutApi';
import { FINANCING_FAQ } from './features/financing/faq';
import { professionalsApi } from './features/professionals/professionalsApi';
import { rewardsApi } from './features/rewards/rewardsApi';
import { thankyouApi } from './features/thankyou/thankyouApi';

type Action = (context: ActionContext) => Promise<ActionResult>;

/**
 * A page's action loaded when a form is posted to it, as a page is loaded when shown: the route list (read
 * at build time for the manifest) and the browser's bundle never load an action's code or its form schema.
 */
const lazyAction =
  (load: () => Promise<Action>): Action =>
  async (context) =>
    (await load())(context);

/** The head of a public content page of this MFE. */
const contentHead = (
  title: string,
  description: string,
  canonical: string,
  jsonLd?: Record<string, unknown>[],
): Head => ({
  title,
  description,
  canonical,
  og: { type: 'website', title: `${title} | Sohnne`, description },
  ...(jsonLd ? { jsonLd } : {}),
});

/** This MFE's pages, all of them: the browser and server builds render them, the manifest publishes their paths. */
export const routes: PageRoute[] = [
  definePage({
    path: '/cart',
    title: 'Cart',
    personal: true,
    page: () => import('./features/cart/CartPage'),
    load: (context) => fetchOnce(context, cartApi.endpoints.getCart, undefined),
    action: lazyAction(() =>
      import('./features/cart/cartLineAction').then((m) => m.cartLineAction),
    ),
    head: { robots: 'noindex' },
  }),
  definePage({
    path: '/financing',
    title: 'Financing',
    page: () => import('./features/financing/FinancingPage'),
    head: contentHead(
      'Financing',
      'Buy now, pay later: 3, 6 or 12 monthly instalments, 0% APR over 3 months. US only, from a USD 50 cart.',
      '/financing',
      [
        {
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: FINANCING_FAQ.map((item) => ({
            '@type': 'Question',
            name: item.title,
            acceptedAnswer: { '@type': 'Answer', text: item.body },
          })),
        },
      ],
    ),
  }),
  definePage({
    path: '/protection-plan',
    title: 'Protection Plan',
    page: () => import('./features/protection-plan/ProtectionPlanPage'),
    head: contentHead(
      'Protection Plan',
      'Furniture protection against stains, damage and defects: only $9.99 per month, claims up to $2,500 a year.',
      '/protection-plan',
    ),
  }),
  definePage({
    path: '/professionals',
    title: 'Sohnne for Business',
    page: () => import('./features/professionals/ProfessionalsPage'),
    load: (context) =>
      fetchOnce(context, professionalsApi.endpoints.getProfessionalServices, undefined),
    action: lazyAction(() =>
      import('./features/professionals/newsletterAction').then((m) => m.newsletterAction),
    ),
    head: contentHead(
      'Sohnne for Business',
      'The business program: up to 30% savings, free shipping, customisation and a 5-year warranty.',
      '/professionals',
    ),
  }),
  definePage({
    path: '/trade',
    title: 'Trade Program',
    page: () => import('./features/trade/TradePage'),
    action: lazyAction(() => import('./features/trade/tradeAction').then((m) => m.tradeAction)),
    head: contentHead(
      'Trade Program',
      'Trade pricing for architects, designers and stores: up to 100 units per bulk order, a 50% down payment, approval in 3 working days.',
      '/trade',
    ),
  }),
  definePage({
    path: '/sohnne-rewards',
    title: 'The Sohnne Club',
    page: () => import('./features/rewards/RewardsPage'),
    load: (context) => fetchOnce(context, rewardsApi.endpoints.getVoucherTerms, undefined),
    head: contentHead(
      'The Sohnne Club',
      'Earn points as you shop, review and share, and redeem them for up to $300 off your order.',
      '/sohnne-rewards',
    ),
  }),
  definePage({
    path: '/checkout',
    title: 'Checkout',
    personal: true,
    page: () => import('./features/checkout/CheckoutPage'),
    load: (context) => fetchOnce(context, checkoutApi.endpoints.getCheckoutSettings, undefined),
    head: { title: 'Checkout', robots: 'noindex' },
  }),
  definePage({
    path: '/thankyou',
    title: 'Thank you',
    personal: true,
    page: () => import('./features/thankyou/ThankyouPage'),
    load: (context) => {
      const id = context.query.get('id');
      return id ? fetchOnce(context, thankyouApi.endpoints.getInvoice, id) : NOT_FOUND;
    },
    head: { title: 'Thank you for your order', robots: 'noindex' },
  }),
  definePage({
    path: '/track-my-order',
    title: 'Track My Order',
    personal: true,
    page: () => import('./features/tracking/TrackOrderPage'),
    load: (context) => fetchOnce(context, checkoutApi.endpoints.getCheckoutSettings, undefined),
    head: {
      title: 'Track My Order',
      description: 'Track your Sohnne order by its number and your e-mail.',
    },
  }),
];
