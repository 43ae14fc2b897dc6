import { definePage, fetchOnce, NOT_FOUND, type PageRoute } from '@sohnne/platform';
import { blogApi, isPostSlug, pageFrom } from './features/blog/blogApi';
import { blogHead, postHead } from './features/blog/blogHead';
import { contactApi } from './features/contact/contactApi';
import { faqsApi } from './features/help/faqsApi';
import { homeApi } from './features/home/homeApi';
import { HTML_PAGES } from './features/pages/htmlPages';
import { pagesApi } from './features/pages/pagesApi';
import { pressApi } from './features/press/pressApi';
import { programsApi } from './features/programs/programsApi';
import { reviewsPageOf } from './features/reviews/pageNumber';
import { reviewsApi } from './features/reviews/reviewsApi';
import { cityLine, SHOWROOMS } from './features/showrooms/showroomSlugs';
import { showroomsApi } from './features/showrooms/showroomsApi';
import { sitemapApi } from './features/sitemap/sitemapApi';
import { postPath } from '@sohnne/site-paths';

const HELP_DESCRIPTION =
  'Answers about availability, fulfilment, payment, shipping, cancellations, refunds, warranty and financing.';

/** This MFE's pages, all of them: the browser and server builds render them, the manifest publishes their paths. */
export const routes: PageRoute[] = [
  definePage({
    path: '/',
    title: 'Sohnne | Mid-Century Modern Furniture',
    exactTitle: true,
    page: () => import('./features/home/HomePage'),
    load: (context) => fetchOnce(context, homeApi.endpoints.getHome, undefined),
    head: {
      description:
        'Sohnne: replicas of mid-century design classics. Chairs, sofas, tables and lighting, delivered to your door.',
      canonical: '/',
      og: { type: 'website', title: 'Sohnne | Mid-Century Modern Furniture' },
      jsonLd: [
        { '@context': 'https://schema.org', '@type': 'Organization', name: 'Sohnne', url: '/' },
      ],
    },
  }),
  // The pages whose text is HTML from the content service: one generic page, its title from the data.
  ...HTML_PAGES.map(({ slug, title, description }) =>
    definePage({
      path: `/${slug}`,
      title,
      page: () => import('./features/pages/HtmlPage'),
      load: (context) => fetchOnce(context, pagesApi.endpoints.getPage, slug),
      head: (data) => ({ title: data?.title ?? title, description, canonical: `/${slug}` }),
    }),
  ),
  definePage({
    path: '/do-not-sell-my-personal-information',
    title: 'Your Privacy Choices',
    page: () => import('./features/privacy/PrivacyChoicesPage'),
    load: (context) =>
      fetchOnce(context, pagesApi.endpoints.getPage, 'do-not-sell-my-personal-information'),
    head: {
      description:
        'Opt out of the sale or sharing of your personal information with Sohnne’s advertising partners.',
      canonical: '/do-not-sell-my-personal-information',
    },
  }),
  definePage({
    path: '/sitemap',
    title: 'Sitemap',
    page: () => import('./features/sitemap/SitemapPage'),
    load: async (context) => {
      const [siteMap] = await Promise.all([
        fetchOnce(context, sitemapApi.endpoints.getSiteMap, undefined),
        fetchOnce(context, sitemapApi.endpoints.getBlogLinks, 1),
      ]);
      return siteMap;
    },
    head: {
      title: 'Sitemap',
      description:
        'Every page of the Sohnne shop: company and help pages, collections, products and blog posts.',
      canonical: '/sitemap',
    },
  }),
  definePage({
    path: '/blog',
    title: 'Blog',
    page: () => import('./features/blog/BlogPage'),
    load: async (context) => {
      const page = pageFrom(context.query);
      const posts = await fetchOnce(context, blogApi.endpoints.getPosts, page);
      // A page past the last one names nothing.
      return posts.data && page > 1 && posts.data.posts.length === 0 ? NOT_FOUND : posts;
    },
    head: (data, { query }) => blogHead(pageFrom(query), data),
    // The newsletter panel's sign-up, for a visitor without scripts. Actions load when a form is posted, as
    // pages when shown: the route list is read in Node without the form kit's packages.
    action: async (context) =>
      (await import('./features/blog/newsletterAction')).newsletterAction(context),
  }),
  // A post lives at the root: the last-resort route, after every other MFE's.
  definePage({
    path: '/:slug',
    fallback: true,
    title: 'Blog',
    page: () => import('./features/blog/PostPage'),
    load: (context) => {
      const slug = context.params.slug ?? '';
      return isPostSlug(slug) ? fetchOnce(context, blogApi.endpoints.getPost, slug) : NOT_FOUND;
    },
    head: (data, { params }) =>
      data ? postHead(data) : { canonical: postPath(params.slug ?? '') },
  }),
  ...['/help', '/help-faqs'].map((path) =>
    definePage({
      path,
      title: 'Help & FAQ',
      page: () => import('./features/help/HelpPage'),
      load: (context) => fetchOnce(context, faqsApi.endpoints.getFaqGroup, 'help'),
      // The same page at two paths: one canonical.
      head: { description: HELP_DESCRIPTION, canonical: '/help' },
    }),
  ),
  definePage({
    path: '/customer-care',
    title: 'Customer Care',
    page: () => import('./features/help/CustomerCarePage'),
    load: async (context) => {
      const [care] = await Promise.all([
        fetchOnce(context, faqsApi.endpoints.getFaqGroup, 'customer-care'),
        fetchOnce(context, faqsApi.endpoints.getFaqGroup, 'customer-care-popular'),
      ]);
      return care;
    },
    head: {
      description:
        'Find answers about delivery, returns, orders, products and your account. Support is available 24/7.',
      canonical: '/customer-care',
    },
  }),
  definePage({
    path: '/contact-us',
    title: 'Contact Us',
    page: () => import('./features/contact/ContactPage'),
    load: (context) => fetchOnce(context, contactApi.endpoints.getContactChannels, undefined),
    action: async (context) =>
      (await import('./features/contact/contactAction')).contactAction(context),
    head: {
      description: 'Talk to Sohnne: FAQs, live chat, WhatsApp or SMS, or send us a message.',
      canonical: '/contact-us',
    },
  }),
  definePage({
    path: '/careers',
    title: 'Careers',
    page: () => import('./features/careers/CareersPage'),
    head: {
      description:
        'Join Sohnne in California: open roles in design, engineering, customer care and more.',
      canonical: '/careers',
    },
  }),
  definePage({
    path: '/reviews',
    title: 'Customer Reviews',
    page: () => import('./features/reviews/ReviewsPage'),
    // A configured review provider brings its own reviews.
    load: (context) =>
      context.platform.widgets.get('reviews')
        ? undefined
        : fetchOnce(context, reviewsApi.endpoints.getReviews, reviewsPageOf(context.query)),
    head: {
      description: 'What over 10,000 Sohnne buyers say about their furniture and our service.',
      canonical: '/reviews',
    },
  }),
  definePage({
    path: '/in-the-press',
    title: 'In the Press',
    page: () => import('./features/press/PressPage'),
    load: (context) => fetchOnce(context, pressApi.endpoints.getPress, undefined),
    head: {
      description:
        'What the design press says about Sohnne, and who to contact for media and partnerships.',
      canonical: '/in-the-press',
    },
  }),
  definePage({
    path: '/our-story',
    title: 'Our Story',
    page: () => import('./features/story/OurStoryPage'),
    head: {
      description: 'Timeless classics, made to live with and made to last: the Sohnne story.',
      canonical: '/our-story',
    },
  }),
  definePage({
    path: '/affiliate-program',
    title: 'Affiliate Program',
    page: () => import('./features/programs/ProgramPage'),
    load: (context) => fetchOnce(context, programsApi.endpoints.getCarousel, 'affiliates'),
    head: {
      description:
        'Earn with Sohnne: up to USD 3,500 of furniture, a 30-day tracking window and no commission cap.',
      canonical: '/affiliate-program',
    },
  }),
  definePage({
    path: '/ambassador-program',
    title: 'Ambassador Program',
    page: () => import('./features/programs/ProgramPage'),
    load: (context) => fetchOnce(context, programsApi.endpoints.getCarousel, 'ambassadors'),
    head: {
      description:
        'Become a Sohnne ambassador: share the designs you love and earn furniture for your home.',
      canonical: '/ambassador-program',
    },
  }),
  ...SHOWROOMS.map(({ slug, name }) =>
    definePage({
      path: `/${slug}`,
      // Each showroom its own name: the sitemap lists the pages by title.
      title: name,
      page: () => import('./features/showrooms/ShowroomPage'),
      load: (context) => fetchOnce(context, showroomsApi.endpoints.getShowroom, slug),
      head: (data) => ({
        title: data?.name ?? name,
        description: data
          ? `Visit ${data.name}: ${data.address.street}, ${cityLine(data.address)}. Opening hours and directions.`
          : undefined,
        canonical: `/${slug}`,
      }),
    }),
  ),
];
