import type { Post, PostPage } from './blogApi';

/** A post as the content service sends it (WordPress REST field names). */
export function makePost(n: number, overrides: Partial<Post> = {}): Post {
  const slug = `post-number-${n}`;
  return {
    id: 1000 + n,
    slug,
    date: '2025-01-05T09:00:00',
    date_gmt: '2025-01-05T09:00:00',
    title: { rendered: `Post number ${n}` },
    excerpt: { rendered: `<p>Excerpt of post ${n}.</p>` },
    content: {
      rendered:
        '<h2>Why it matters</h2><p>First.</p><h3>The wood</h3><p>Second.</p><h2>Why it matters</h2><p>Third.</p>',
    },
    jetpack_featured_media_url: `/media/blog/${slug}.svg`,
    featured_image_src: `/media/blog/${slug}.svg`,
    uagb_featured_image_src: { full: [`/media/blog/${slug}.svg`, 1200, 750, false] },
    categories_name: ['Design History'],
    author_details: {
      name: 'Mara Lindqvist',
      avatar_urls: { '96': '/media/blog/authors/mara.svg' },
    },
    ...overrides,
  };
}

export function makePage(currentPage: number, totalPages: number, count = 9): PostPage {
  return {
    posts: Array.from({ length: count }, (_, i) => makePost((currentPage - 1) * 9 + i + 1)),
    totalPages,
    currentPage,
  };
}
