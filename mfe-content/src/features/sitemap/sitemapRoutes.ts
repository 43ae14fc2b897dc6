import type { PageRoute } from '@sohnne/platform';
import { sitemapApi } from './sitemapApi';

export const sitemapRoutes: PageRoute[] = [
  {
    path: '/sitemap',
    title: 'Sitemap',
    page: () => import('./SitemapPage'),
    load: async ({ dispatch }) => {
      await Promise.all([
        dispatch(sitemapApi.endpoints.getSiteMap.initiate(undefined, { subscribe: false })),
        dispatch(sitemapApi.endpoints.getBlogLinks.initiate(1, { subscribe: false })),
      ]);
      return {
        head: {
          title: 'Sitemap',
          description: 'Every page of the Sohnne shop: company and help pages, collections, products and blog posts.',
          canonical: '/sitemap',
        },
      };
    },
  },
];
