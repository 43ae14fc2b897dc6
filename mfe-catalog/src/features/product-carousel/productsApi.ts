import { catalogApi } from '../../api';
import type { ProductPage } from '@sohnne/contracts';
import type { Product } from '../../types';

export const CAROUSEL_SIZE = 12;

export const productsApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    getCarouselProducts: build.query<Product[], { featured: boolean }>({
      query: ({ featured }) => ({
        url: '/products',
        params: featured ? { featured: 'true', perPage: CAROUSEL_SIZE } : { perPage: CAROUSEL_SIZE },
      }),
      transformResponse: (response: ProductPage) => response.data,
    }),
  }),
});

export const { useGetCarouselProductsQuery } = productsApi;
