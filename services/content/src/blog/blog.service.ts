import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { PostDto, PostPageDto, SitemapPageDto } from './dto/post.dto';
import { TtlCache } from '../common';
import { toPostDto } from './post.mapper';
import { POST_SOURCE, type PostSource } from './post-source';
import { postPath } from '@sohnne/site-paths';

/** Nine posts a page: three rows of the blog's three-column grid. */
const POSTS_PER_PAGE = 9;

@Injectable()
export class BlogService {
  /** Mapped and sanitized posts, kept 30 s: sanitizing a long body on every visit is the costly part. */
  private readonly pages = new TtlCache<PostPageDto>(30_000);
  private readonly posts = new TtlCache<PostDto>(30_000);

  constructor(@Inject(POST_SOURCE) private readonly source: PostSource) {}

  async page(page: number): Promise<PostPageDto> {
    const result = await this.pages.get(String(page), async () => {
      const { posts, total } = await this.source.list((page - 1) * POSTS_PER_PAGE, POSTS_PER_PAGE);
      return {
        posts: posts.map(toPostDto),
        totalPages: Math.max(1, Math.ceil(total / POSTS_PER_PAGE)),
        currentPage: page,
      };
    });
    return result as PostPageDto;
  }

  async bySlug(slug: string): Promise<PostDto> {
    const post = await this.posts.get(slug, async () => {
      const found = await this.source.bySlug(slug);
      return found && toPostDto(found);
    });
    if (!post) throw new NotFoundException('Post not found');
    return post;
  }

  async sitemap(offset: number, perPage: number): Promise<SitemapPageDto> {
    const { posts } = await this.source.list(offset, perPage);
    return { results: posts.map((post) => ({ url: postPath(post.slug), title: post.title })) };
  }
}
