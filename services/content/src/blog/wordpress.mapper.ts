import type { PostRecord } from './post-source';

/** The parts of a WordPress REST post (`/wp-json/wp/v2/posts?_embed`) the blog uses. */
interface WordPressPost {
  id: number;
  slug: string;
  date_gmt?: string;
  date: string;
  title: { rendered: string };
  excerpt: { rendered: string };
  content: { rendered: string };
  jetpack_featured_media_url?: string;
  _embedded?: {
    author?: { name?: string; avatar_urls?: Record<string, string> }[];
    'wp:featuredmedia'?: { source_url?: string }[];
    'wp:term'?: { taxonomy?: string; name?: string }[][];
  };
}

function isWordPressPost(value: unknown): value is WordPressPost {
  const post = value as WordPressPost;
  return (
    typeof post === 'object' &&
    post !== null &&
    Number.isInteger(post.id) &&
    typeof post.slug === 'string' &&
    typeof post.date === 'string' &&
    typeof post.title?.rendered === 'string' &&
    typeof post.excerpt?.rendered === 'string' &&
    typeof post.content?.rendered === 'string'
  );
}

/** WordPress dates without a zone are GMT in `date_gmt`. */
function parseGmt(text: string): Date {
  return new Date(/[zZ]|[+-]\d\d:\d\d$/.test(text) ? text : `${text}Z`);
}

function fromWordPress(post: WordPressPost): PostRecord {
  const embedded = post._embedded ?? {};
  const author = embedded.author?.[0];
  const categories = (embedded['wp:term'] ?? [])
    .flat()
    .filter((term) => term.taxonomy === 'category' && typeof term.name === 'string')
    .map((term) => term.name as string);
  return {
    wpId: post.id,
    slug: post.slug,
    title: post.title.rendered,
    excerpt: post.excerpt.rendered,
    html: post.content.rendered,
    date: parseGmt(post.date_gmt ?? post.date),
    categories,
    author: { name: author?.name ?? '', avatar: author?.avatar_urls?.['96'] ?? '' },
    image: post.jetpack_featured_media_url || embedded['wp:featuredmedia']?.[0]?.source_url || '',
  };
}

/** Maps a WordPress REST response (an array of posts); throws naming the first entry that is not a post. */
export function fromWordPressList(value: unknown): PostRecord[] {
  if (!Array.isArray(value))
    throw new Error('A WordPress posts export must be a JSON array of posts');
  return value.map((entry, index) => {
    if (!isWordPressPost(entry))
      throw new Error(
        `Entry ${index} is not a WordPress post (id, slug, date, title, excerpt, content)`,
      );
    return fromWordPress(entry);
  });
}
