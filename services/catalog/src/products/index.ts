// What other catalogue modules use of products: their part of the snapshot, the stored record, the API
// shapes and the mapper to them.
export { ProductImage } from './product.schema';
export type { ProductRecord } from './product.schema';
export {
  ImageDto,
  PageMetaDto,
  PAY_PRICE,
  ProductCardDto,
  ProductCardPageDto,
  ProductDto,
  WAS_PRICE,
} from './dto/product.dto';
export { pageMeta, toProductCardDto, toProductDto } from './product.mapper';
export { variantPrices } from './price';
export type { StoredPrice } from './price';
export { isSellable } from './product-card';
export type { ProductCard, ProductRead } from './product-card';
export { byName, PRODUCTS, productLists } from './product-lists';
export type { ProductLists } from './product-lists';
