import { isNotFound, type PageRoute } from '@sohnne/platform';
import { pagesApi } from './features/about/pagesApi';
import { homeApi } from './features/home/homeApi';
import { blogRoutes } from './features/blog/blogRoutes';
import { sitemapRoutes } from './features/sitemap/sitemapRoutes';


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
  {
    path: '/about-us',
    title: 'About Us',
    page: () => import('./features/about/AboutPage'),
    load: async ({ dispatch }) => {
      const { data, error } = await dispatch(pagesApi.endpoints.getPage.initiate('about-us', { subscribe: false }));
      if (isNotFound(error)) return { status: 404 };
      return { head: { title: data?.title ?? 'About Us', description: 'Who we are: the story, mission and quality promise behind Sohnne.', canonical: '/about-us' } };
    },
  },
  ...sitemapRoutes,
  ...blogRoutes,
];
