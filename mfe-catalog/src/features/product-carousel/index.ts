// The product-carousel feature's public surface: what other features of this MFE may use.
export { ProductCard } from './ProductCard';
export { sourceQuery, useGetSourceProductsQuery } from './productsApi';
