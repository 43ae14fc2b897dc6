import { Module } from '@nestjs/common';
import { getModelToken, MongooseModule } from '@nestjs/mongoose';
import { SERVICE_ENV } from '@sohnne/service-kit';
import type { Model } from 'mongoose';
import type { ContentEnv } from '../config';
import { BlogLinksController } from './blog-links.controller';
import { BlogController } from './blog.controller';
import { BlogService } from './blog.service';
import { POST_SOURCE } from './post-source';
import { Post, PostSchema } from './post.schema';
import { StorePostSource } from './store-post-source';
import { WordPressPostSource } from './wordpress-post-source';

@Module({
  imports: [MongooseModule.forFeature([{ name: Post.name, schema: PostSchema }])],
  controllers: [BlogController, BlogLinksController],
  providers: [
    BlogService,
    {
      provide: POST_SOURCE,
      inject: [SERVICE_ENV, getModelToken(Post.name)],
      useFactory: (env: ContentEnv, posts: Model<Post>) =>
        env.WORDPRESS_URL
          ? new WordPressPostSource(
              env.WORDPRESS_URL,
              env.WORDPRESS_CACHE_SECONDS,
              env.WORDPRESS_TIMEOUT_MS,
            )
          : new StorePostSource(posts),
    },
  ],
  exports: [POST_SOURCE],
})
export class BlogModule {}
