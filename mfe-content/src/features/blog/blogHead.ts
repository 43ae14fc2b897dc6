import type { Head } from '@sohnne/platform';
import { textOf } from './text';
import { postView, type Post, type PostPage } from './blogApi';
import { postPath } from '@sohnne/site-paths';

/** The blog list's head: its page in the title and canonical, the posts as Blog JSON-LD. */
export function blogHead(page: number, data: PostPage | undefined): Head {
  const canonical = page === 1 ? '/blog' : `/blog?page=${page}`;
  return {
    title: page === 1 ? 'Blog' : `Blog, Page ${page}`,
    description:
      'The Sohnne blog: the stories behind mid-century design classics, how they are made and how to live with them.',
    canonical,
    og: { type: 'website' },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Blog',
        name: 'Sohnne Blog',
        url: canonical,
        blogPost: (data?.posts ?? []).map((post: Post) => ({
          '@type': 'BlogPosting',
          headline: textOf(post.title.rendered),
          url: postPath(post.slug),
          datePublished: post.date_gmt,
        })),
      },
    ],
  };
}

/** A post's head: Article and BreadcrumbList JSON-LD, Open Graph as an article. */
export function postHead(post: Post): Head {
  const title = textOf(post.title.rendered);
  const description = textOf(post.excerpt.rendered);
  const view = postView(post);
  const url = postPath(post.slug);
  const published = /[zZ]$/.test(post.date_gmt) ? post.date_gmt : `${post.date_gmt}Z`;
  return {
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
  };
}
