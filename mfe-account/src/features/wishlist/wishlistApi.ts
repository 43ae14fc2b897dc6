import { accountApi } from '../../api';
import type { WishlistItem } from '../../types';

export const wishlistApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    getWishlist: build.query<WishlistItem[], void>({
      query: () => '/wishlist/get',
      transformResponse: (body: { data: WishlistItem[] }) => body.data,
      providesTags: ['Wishlist'],
    }),
    removeFromWishlist: build.mutation<unknown, string>({
      query: (wishlistId) => ({
        url: `/wishlist/${encodeURIComponent(wishlistId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['Wishlist'],
    }),
  }),
});

export const { useGetWishlistQuery, useRemoveFromWishlistMutation } = wishlistApi;
