import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { ReviewPageDto } from './dto/review.dto';
import { Review } from './review.schema';

const REVIEWS_PER_PAGE = 10;

@Injectable()
export class ReviewsService {
  constructor(@InjectModel(Review.name) private readonly reviews: Model<Review>) {}

  async page(page: number): Promise<ReviewPageDto> {
    const [rows, stars] = await Promise.all([
      this.reviews
        .find()
        .sort({ date: -1, reviewId: 1 })
        .skip((page - 1) * REVIEWS_PER_PAGE)
        .limit(REVIEWS_PER_PAGE)
        .lean<Review[]>(),
      this.reviews.aggregate<{ _id: number; count: number }>([
        { $group: { _id: '$rating', count: { $sum: 1 } } },
      ]),
    ]);
    const distribution = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
    for (const { _id, count } of stars)
      distribution[String(_id) as keyof typeof distribution] = count;
    const count = stars.reduce((sum, row) => sum + row.count, 0);
    const total = stars.reduce((sum, row) => sum + row._id * row.count, 0);
    return {
      summary: { average: count ? Math.round((total / count) * 10) / 10 : 0, count, distribution },
      reviews: rows.map((row) => ({
        id: row.reviewId,
        author: row.author,
        rating: row.rating,
        title: row.title,
        body: row.body,
        date: row.date.toISOString(),
        verified: row.verified,
      })),
      totalPages: Math.max(1, Math.ceil(count / REVIEWS_PER_PAGE)),
      currentPage: page,
    };
  }
}
