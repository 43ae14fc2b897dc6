import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { PostRecord, PostSlice, PostSource } from './post-source';
import { Post } from './post.schema';

const PROJECTION = { _id: 0 };

/** Posts from the service's own database (seeded or imported from a WordPress export). */
@Injectable()
export class StorePostSource implements PostSource {
  constructor(@InjectModel(Post.name) private readonly posts: Model<Post>) {}

  async list(offset: number, limit: number): Promise<PostSlice> {
    const [posts, total] = await Promise.all([
      this.posts
        .find({}, PROJECTION)
        .sort({ date: -1, slug: 1 })
        .skip(offset)
        .limit(limit)
        .lean<PostRecord[]>(),
      this.posts.countDocuments(),
    ]);
    return { posts, total };
  }

  bySlug(slug: string): Promise<PostRecord | null> {
    return this.posts.findOne({ slug }, PROJECTION).lean<PostRecord>();
  }
}
