// The product-grid feature's public surface: what other features of this MFE may use.
export { ProductCardGrid, ProductGridSkeleton } from './ProductCardGrid';
