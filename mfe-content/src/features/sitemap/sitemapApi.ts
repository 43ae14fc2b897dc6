import type { content } from '@sohnne/contracts';
import { contentApi } from '../../api';

type Schemas = content.components['schemas'];
type SiteMap = Schemas['SiteMapDto'];
export type SitePage = Schemas['SitePageDto'];
export type SiteCollection = Schemas['SiteCollectionDto'];
export type BlogLinks = Schemas['SitemapPageDto'];

/** Blog links a request of the sitemap's endless list. */
export const BLOG_LINKS_PER_PAGE = 50;

export const sitemapApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getSiteMap: build.query<SiteMap, void>({ query: () => '/content/sitemap' }),
    getBlogLinks: build.query<BlogLinks, number>({
      query: (page) =>
        `/pages/blogs/all?offset=${BLOG_LINKS_PER_PAGE * (page - 1)}&perPage=${BLOG_LINKS_PER_PAGE}`,
    }),
  }),
});

export const { useGetSiteMapQuery, useGetBlogLinksQuery, useLazyGetBlogLinksQuery } = sitemapApi;
