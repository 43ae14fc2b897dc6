import type { content } from '@sohnne/contracts';
import { contentApi } from '../../api';

type Schemas = content.components['schemas'];
export type Post = Schemas['PostDto'];
export type PostPage = Schemas['PostPageDto'];
export type NewsletterSignup = Schemas['NewsletterSignupDto'];
export type NewsletterResult = Schemas['NewsletterResultDto'];

export const blogApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getPosts: build.query<PostPage, number>({ query: (page) => `/content/posts?page=${page}` }),
    getPost: build.query<Post, string>({
      query: (slug) => `/content/posts/${encodeURIComponent(slug)}`,
    }),
    subscribeNewsletter: build.mutation<NewsletterResult, NewsletterSignup>({
      query: (body) => ({ url: '/content/newsletter', method: 'POST', body }),
    }),
  }),
});

export const { useGetPostsQuery, useGetPostQuery, useSubscribeNewsletterMutation } = blogApi;

/** What a post slug can be (the content service refuses anything else). */
export const isPostSlug = (slug: string) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug);

/** The blog page number from `?page=`: a whole number of 1 or more, else 1. */
export function pageFrom(query: URLSearchParams): number {
  const page = Number(query.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** Post fields under the names WordPress gives them, read once for every view. */
export function postView(post: Post) {
  const [src, width, height] = post.uagb_featured_image_src.full;
  return {
    image:
      (typeof src === 'string' && src) ||
      post.jetpack_featured_media_url ||
      post.featured_image_src,
    imageWidth: typeof width === 'number' && width > 0 ? width : 1200,
    imageHeight: typeof height === 'number' && height > 0 ? height : 750,
    category: post.categories_name[0] ?? '',
    author: post.author_details.name,
    avatar: post.author_details.avatar_urls['96'],
  };
}
