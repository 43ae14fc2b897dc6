import type { PostDto } from './dto/post.dto';
import type { PostRecord } from './post-source';
import { sanitizeInlineHtml, sanitizePostHtml } from './sanitize';

/** WordPress writes dates as local ISO without a zone; our dates are GMT. */
const wpDate = (date: Date) => date.toISOString().slice(0, 19);

/** Our stored post → the WordPress REST field names the storefront reads, HTML sanitized. */
export function toPostDto(post: PostRecord): PostDto {
  return {
    id: post.wpId,
    slug: post.slug,
    date: wpDate(post.date),
    date_gmt: wpDate(post.date),
    title: { rendered: sanitizeInlineHtml(post.title) },
    excerpt: { rendered: sanitizeInlineHtml(post.excerpt) },
    content: { rendered: sanitizePostHtml(post.html) },
    jetpack_featured_media_url: post.image,
    featured_image_src: post.image,
    uagb_featured_image_src: { full: [post.image, 1200, 750, false] },
    categories_name: post.categories,
    author_details: { name: post.author.name, avatar_urls: { '96': post.author.avatar } },
  };
}
