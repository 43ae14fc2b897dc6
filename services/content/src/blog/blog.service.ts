import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { PostDto, PostPageDto, SitemapPageDto } from './dto/post.dto';
import { toPostDto } from './post.mapper';
import { POST_SOURCE, type PostSource } from './post-source';

/** Nine posts a page: three rows of the blog's three-column grid. */
export const POSTS_PER_PAGE = 9;

@Injectable()
export class BlogService {
  constructor(@Inject(POST_SOURCE) private readonly source: PostSource) {}

  async page(page: number): Promise<PostPageDto> {
    const { posts, total } = await this.source.list((page - 1) * POSTS_PER_PAGE, POSTS_PER_PAGE);
    return { posts: posts.map(toPostDto), totalPages: Math.max(1, Math.ceil(total / POSTS_PER_PAGE)), currentPage: page };
  }

  async bySlug(slug: string): Promise<PostDto> {
    const post = await this.source.bySlug(slug);
    if (!post) throw new NotFoundException('Post not found');
    return toPostDto(post);
  }

  async sitemap(offset: number, perPage: number): Promise<SitemapPageDto> {
    const { posts } = await this.source.list(offset, perPage);
    return { results: posts.map((post) => ({ url: `/${post.slug}`, title: post.title })) };
  }
}
