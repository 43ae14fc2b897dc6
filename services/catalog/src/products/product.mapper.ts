import type { ProductImage, ProductRecord } from './product.schema';
import type { ImageDto, PageMetaDto, ProductCardDto, ProductDto } from './dto/product.dto';
import { publishedPrice } from './price';

const toImage = ({ url, alternativeText, width, height }: ProductImage): ImageDto => ({
  url,
  alternativeText,
  width,
  height,
});

/** The API shape: the default (first) variant's price is the product's price. */
export function toProductDto(doc: ProductRecord): ProductDto {
  const variants = doc.variants.map((variant) => ({
    id: variant._id.toString(),
    type: variant.type,
    value: variant.value,
    ...publishedPrice(variant),
    gallery: variant.gallery.map(toImage),
  }));
  const image_list = doc.image_list.map(toImage);
  const [first] = variants;
  return {
    id: doc._id.toString(),
    slug: doc.slug,
    name: doc.name,
    designer: doc.designer,
    description: doc.description,
    badge_text: doc.badge_text ?? null,
    featured: doc.featured,
    collection_slugs: doc.collection_slugs,
    image: image_list[0] ?? first.gallery[0] ?? null,
    image_list,
    price: first.price,
    discount_price: first.discount_price,
    is_discount: first.is_discount,
    pay_price: first.pay_price,
    was_price: first.was_price,
    variant_id: first.id,
    variants,
    designer_ref: doc.designer_slug ? { name: doc.designer, slug: doc.designer_slug } : null,
    category: doc.category,
    express_shipping: doc.express_shipping,
  };
}

/** The card of a product: the fields a product card shows, without building the whole product first. */
export function toProductCardDto(doc: ProductRecord): ProductCardDto {
  const [first] = doc.variants;
  const image = doc.image_list[0] ?? first.gallery[0];
  const { pay_price, was_price } = publishedPrice(first);
  return {
    id: doc._id.toString(),
    slug: doc.slug,
    name: doc.name,
    designer: doc.designer,
    badge_text: doc.badge_text ?? null,
    image: image ? toImage(image) : null,
    pay_price,
    was_price,
    variant_id: first._id.toString(),
  };
}

export function pageMeta(page: number, perPage: number, total: number): PageMetaDto {
  return { page, perPage, total, totalPages: Math.ceil(total / perPage) };
}
