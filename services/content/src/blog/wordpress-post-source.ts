import { ServiceUnavailableException } from '@nestjs/common';
import type { PostRecord, PostSlice, PostSource } from './post-source';
import { fromWordPressList } from './wordpress.mapper';

const PER_PAGE = 100;

/**
 * Posts from a WordPress site's REST API. All posts are fetched (100 a request) and kept in memory for
 * `cacheSeconds`; a failed refresh keeps serving the last good copy, and with none answers 503.
 */
export class WordPressPostSource implements PostSource {
  private cache: { posts: PostRecord[]; until: number } | null = null;
  private pending: Promise<PostRecord[]> | null = null;

  constructor(
    private readonly baseUrl: string,
    private readonly cacheSeconds: number,
    private readonly timeoutMs: number,
  ) {}

  async list(offset: number, limit: number): Promise<PostSlice> {
    const posts = await this.all();
    return { posts: posts.slice(offset, offset + limit), total: posts.length };
  }

  async bySlug(slug: string): Promise<PostRecord | null> {
    return (await this.all()).find((post) => post.slug === slug) ?? null;
  }

  private async all(): Promise<PostRecord[]> {
    if (this.cache && this.cache.until > Date.now()) return this.cache.posts;
    this.pending ??= this.fetchAll().finally(() => (this.pending = null));
    try {
      const posts = await this.pending;
      this.cache = { posts, until: Date.now() + this.cacheSeconds * 1000 };
      return posts;
    } catch (error) {
      if (this.cache) return this.cache.posts;
      throw new ServiceUnavailableException(`The blog is unavailable: ${(error as Error).message}`);
    }
  }

  private async fetchAll(): Promise<PostRecord[]> {
    const posts: PostRecord[] = [];
    for (let page = 1, totalPages = 1; page <= totalPages; page += 1) {
      const url = new URL('/wp-json/wp/v2/posts', this.baseUrl);
      url.search = new URLSearchParams({
        _embed: '1',
        per_page: String(PER_PAGE),
        page: String(page),
      }).toString();
      const res = await fetch(url, {
        signal: AbortSignal.timeout(this.timeoutMs),
        headers: { accept: 'application/json' },
      });
      if (!res.ok) throw new Error(`WordPress answered ${res.status}`);
      posts.push(...fromWordPressList(await res.json()));
      totalPages = Number(res.headers.get('x-wp-totalpages') ?? '1') || 1;
    }
    return posts.sort(
      (a, b) => b.date.getTime() - a.date.getTime() || a.slug.localeCompare(b.slug),
    );
  }
}
