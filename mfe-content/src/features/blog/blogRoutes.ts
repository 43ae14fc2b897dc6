import type { PageRoute } from '@sohnne/platform';
import { textOf } from './article';
import { blogApi, isPostSlug, pageFrom, postView, type Post } from './blogApi';

const statusOf = (error: unknown) => (error && typeof error === 'object' && 'status' in error ? error.status : undefined);

/** The blog list and its posts. A post lives at the root: the last-resort route, after every other MFE's. */
export const blogRoutes: PageRoute[] = [
  {
    path: '/blog',
    title: 'Blog',
    page: () => import('./BlogPage'),
    load: async ({ dispatch, query }) => {
      const page = pageFrom(query);
      const { data } = await dispatch(blogApi.endpoints.getPosts.initiate(page, { subscribe: false }));
      if (data && page > 1 && data.posts.length === 0) return { status: 404 };
      const canonical = page === 1 ? '/blog' : `/blog?page=${page}`;
      return {
        head: {
          title: page === 1 ? 'Blog' : `Blog, Page ${page}`,
          description: 'The Sohnne blog: the stories behind mid-century design classics, how they are made and how to live with them.',
          canonical,
          og: { type: 'website' },
          jsonLd: [
            {
              '@context': 'https://schema.org',
              '@type': 'Blog',
              name: 'Sohnne Blog',
              url: canonical,
              blogPost: (data?.posts ?? []).map((post: Post) => ({ '@type': 'BlogPosting', headline: textOf(post.title.rendered), url: `/${post.slug}`, datePublished: post.date_gmt })),
            },
          ],
        },
      };
    },
  },
  {
    path: '/:slug',
    fallback: true,
    title: 'Blog',
    page: () => import('./PostPage'),
    load: async ({ dispatch, params }) => {
      const slug = params.slug ?? '';
      if (!isPostSlug(slug)) return { status: 404 };
      const { data, error } = await dispatch(blogApi.endpoints.getPost.initiate(slug, { subscribe: false }));
      if (statusOf(error) === 404 || statusOf(error) === 400) return { status: 404 };
      if (!data) return { head: { canonical: `/${slug}` } };
      const title = textOf(data.title.rendered);
      const description = textOf(data.excerpt.rendered);
      const view = postView(data);
      const url = `/${data.slug}`;
      const published = /[zZ]$/.test(data.date_gmt) ? data.date_gmt : `${data.date_gmt}Z`;
      return {
        head: {
          title,
          description,
          canonical: url,
          og: { type: 'article', title, description, image: view.image },
          jsonLd: [
            {
              '@context': 'https://schema.org',
              '@type': 'Article',
              headline: title,
              description,
              image: [view.image],
              datePublished: published,
              dateModified: published,
              author: { '@type': 'Person', name: view.author },
              publisher: { '@type': 'Organization', name: 'Sohnne' },
              mainEntityOfPage: url,
              articleSection: view.category || undefined,
            },
            {
              '@context': 'https://schema.org',
              '@type': 'BreadcrumbList',
              itemListElement: [
                { '@type': 'ListItem', position: 1, name: 'Home', item: '/' },
                { '@type': 'ListItem', position: 2, name: 'Blog', item: '/blog' },
                { '@type': 'ListItem', position: 3, name: title, item: url },
              ],
            },
          ],
        },
      };
    },
  },
];
