import { isNotFound, type PageRoute } from '@sohnne/platform';
import { blogRoutes } from './features/blog/blogRoutes';
import { sitemapRoutes } from './features/sitemap/sitemapRoutes';
import { contactApi } from './features/contact/contactApi';
import { homeApi } from './features/home/homeApi';
import { faqsApi } from './features/help/faqsApi';
import { HTML_PAGES, type HtmlPageDef } from './features/pages/htmlPages';
import { pagesApi } from './features/pages/pagesApi';
import { pressApi } from './features/press/pressApi';
import { programsApi, type CarouselName } from './features/programs/programsApi';
import { reviewsApi } from './features/reviews/reviewsApi';
import { reviewsPageOf } from './features/reviews/pageNumber';
import { showroomsApi } from './features/showrooms/showroomsApi';
import { SHOWROOM_SLUGS } from './features/showrooms/showroomSlugs';


/** A page whose text is HTML from the content service: one generic page, its head from the data. */
const htmlRoute = ({ slug, title, description }: HtmlPageDef): PageRoute => ({
  path: `/${slug}`,
  title,
  page: () => import('./features/pages/HtmlPage'),
  load: async ({ dispatch }) => {
    const { data, error } = await dispatch(pagesApi.endpoints.getPage.initiate(slug, { subscribe: false }));
    if (isNotFound(error)) return { status: 404 };
    return { head: { title: data?.title ?? title, description, canonical: `/${slug}` } };
  },
});

/** /help and /help-faqs are the same page. */
const helpRoute = (path: string): PageRoute => ({
  path,
  title: 'Help & FAQ',
  page: () => import('./features/help/HelpPage'),
  load: async ({ dispatch }) => {
    await dispatch(faqsApi.endpoints.getFaqGroup.initiate('help', { subscribe: false }));
    return {
      head: {
        description: 'Answers about availability, fulfilment, payment, shipping, cancellations, refunds, warranty and financing.',
        canonical: '/help',
      },
    };
  },
});

const programRoute = (path: string, title: string, carousel: CarouselName, description: string): PageRoute => ({
  path,
  title,
  page: () => import('./features/programs/ProgramPage'),
  load: async ({ dispatch }) => {
    await dispatch(programsApi.endpoints.getCarousel.initiate(carousel, { subscribe: false }));
    return { head: { description, canonical: path } };
  },
});

/** This MFE's pages: the browser and server builds render them, the manifest publishes their paths. */
export const routes: PageRoute[] = [
  {
    path: '/',
    title: 'Sohnne | Mid-Century Modern Furniture',
    exactTitle: true,
    page: () => import('./features/home/HomePage'),
    load: async ({ dispatch }) => {
      await dispatch(homeApi.endpoints.getHome.initiate(undefined, { subscribe: false }));
      return {
        head: {
          description: 'Sohnne: replicas of mid-century design classics. Chairs, sofas, tables and lighting, delivered to your door.',
          canonical: '/',
          og: { type: 'website', title: 'Sohnne | Mid-Century Modern Furniture' },
          jsonLd: [{ '@context': 'https://schema.org', '@type': 'Organization', name: 'Sohnne', url: '/' }],
        },
      };
    },
  },
  ...HTML_PAGES.map(htmlRoute),
  {
    path: '/do-not-sell-my-personal-information',
    title: 'Your Privacy Choices',
    page: () => import('./features/privacy/PrivacyChoicesPage'),
    load: async ({ dispatch }) => {
      const { error } = await dispatch(pagesApi.endpoints.getPage.initiate('do-not-sell-my-personal-information', { subscribe: false }));
      if (isNotFound(error)) return { status: 404 };
      return {
        head: {
          description: 'Opt out of the sale or sharing of your personal information with Sohnne’s advertising partners.',
          canonical: '/do-not-sell-my-personal-information',
        },
      };
    },
  },
  ...sitemapRoutes,
  ...blogRoutes,
  helpRoute('/help'),
  helpRoute('/help-faqs'),
  {
    path: '/customer-care',
    title: 'Customer Care',
    page: () => import('./features/help/CustomerCarePage'),
    load: async ({ dispatch }) => {
      await Promise.all([
        dispatch(faqsApi.endpoints.getFaqGroup.initiate('customer-care', { subscribe: false })),
        dispatch(faqsApi.endpoints.getFaqGroup.initiate('customer-care-popular', { subscribe: false })),
      ]);
      return { head: { description: 'Find answers about delivery, returns, orders, products and your account. Support is available 24/7.', canonical: '/customer-care' } };
    },
  },
  {
    path: '/contact-us',
    title: 'Contact Us',
    page: () => import('./features/contact/ContactPage'),
    load: async ({ dispatch }) => {
      await dispatch(contactApi.endpoints.getContactChannels.initiate(undefined, { subscribe: false }));
      return { head: { description: 'Talk to Sohnne: FAQs, live chat, WhatsApp or SMS, or send us a message.', canonical: '/contact-us' } };
    },
  },
  {
    path: '/careers',
    title: 'Careers',
    page: () => import('./features/careers/CareersPage'),
    load: async () => ({ head: { description: 'Join Sohnne in California: open roles in design, engineering, customer care and more.', canonical: '/careers' } }),
  },
  {
    path: '/reviews',
    title: 'Customer Reviews',
    page: () => import('./features/reviews/ReviewsPage'),
    load: async ({ dispatch, query, platform }) => {
      // A configured review provider brings its own reviews.
      if (!platform.widgets.get('reviews')) await dispatch(reviewsApi.endpoints.getReviews.initiate(reviewsPageOf(query), { subscribe: false }));
      return { head: { description: 'What over 10,000 Sohnne buyers say about their furniture and our service.', canonical: '/reviews' } };
    },
  },
  {
    path: '/in-the-press',
    title: 'In the Press',
    page: () => import('./features/press/PressPage'),
    load: async ({ dispatch }) => {
      await dispatch(pressApi.endpoints.getPress.initiate(undefined, { subscribe: false }));
      return { head: { description: 'What the design press says about Sohnne, and who to contact for media and partnerships.', canonical: '/in-the-press' } };
    },
  },
  {
    path: '/our-story',
    title: 'Our Story',
    page: () => import('./features/story/OurStoryPage'),
    load: async () => ({ head: { description: 'Timeless classics, made to live with and made to last: the Sohnne story.', canonical: '/our-story' } }),
  },
  programRoute('/affiliate-program', 'Affiliate Program', 'affiliates', 'Earn with Sohnne: up to USD 3,500 of furniture, a 30-day tracking window and no commission cap.'),
  programRoute('/ambassador-program', 'Ambassador Program', 'ambassadors', 'Become a Sohnne ambassador: share the designs you love and earn furniture for your home.'),
  ...SHOWROOM_SLUGS.map(
    (slug): PageRoute => ({
      path: `/${slug}`,
      title: 'Showroom',
      page: () => import('./features/showrooms/ShowroomPage'),
      load: async ({ dispatch }) => {
        const { data, error } = await dispatch(showroomsApi.endpoints.getShowroom.initiate(slug, { subscribe: false }));
        if (isNotFound(error)) return { status: 404 };
        const name = data?.name ?? 'Showroom';
        return {
          head: {
            title: name,
            description: data ? `Visit ${name}: ${data.address.street}, ${data.address.postcode} ${data.address.city}. Opening hours and directions.` : undefined,
            canonical: `/${slug}`,
          },
        };
      },
    }),
  ),
];
