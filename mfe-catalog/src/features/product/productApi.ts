import { catalogApi } from '../../api';
import type { ProductDetail } from '@sohnne/contracts';

export const productApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    getProduct: build.query<ProductDetail, string>({
      query: (slug) => `/products/by-slug/${encodeURIComponent(slug)}`,
    }),
  }),
});

export const { useGetProductQuery } = productApi;
