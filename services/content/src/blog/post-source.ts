import type { Post } from './post.schema';

/** A post as every source yields it (our stored shape, without database fields). */
export type PostRecord = Post;

export interface PostSlice {
  posts: PostRecord[];
  total: number;
}

/** Where the blog's posts come from: the service's store (default) or a WordPress site. */
export interface PostSource {
  /** Posts newest first, `limit` of them after skipping `offset`, and how many there are in all. */
  list(offset: number, limit: number): Promise<PostSlice>;
  bySlug(slug: string): Promise<PostRecord | null>;
}

export const POST_SOURCE = Symbol('POST_SOURCE');
