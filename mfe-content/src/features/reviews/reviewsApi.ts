import { contentApi } from '../../api';
import type { ReviewPage } from '../../types';

export const reviewsApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getReviews: build.query<ReviewPage, number>({
      query: (page) => `/content/reviews?page=${page}`,
    }),
  }),
});

export const { useGetReviewsQuery } = reviewsApi;
