// What other catalogue modules use of products: the stored record, the API shapes and the mapper to them.
export { Product, ProductSchema, ProductImage } from './product.schema';
export type { ProductRecord } from './product.schema';
export {
  ImageDto,
  PageMetaDto,
  PAY_PRICE,
  ProductDto,
  ProductPageDto,
  WAS_PRICE,
} from './dto/product.dto';
export { pageMeta, toProductDto } from './product.mapper';
export { publishedPrice } from './price';
export type { StoredPrice } from './price';
