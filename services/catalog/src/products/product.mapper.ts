import type { ProductRecord } from './product.schema';
import type { ImageDto, PageMetaDto, ProductCardDto, ProductDto } from './dto/product.dto';
import { variantPrices } from './price';
import type { ProductCard } from './product-card';

const toImage = ({ url, alternativeText, width, height }: ImageDto): ImageDto => ({
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
    ...variantPrices(variant),
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

/** The card of a product, as kept in memory (its sold variant's). */
export function toProductCardDto(card: ProductCard): ProductCardDto {
  const { pay_price, was_price } = variantPrices(card);
  return {
    id: card.id,
    slug: card.slug,
    name: card.name,
    designer: card.designer,
    badge_text: card.badge_text,
    image: card.image && toImage(card.image),
    pay_price,
    was_price,
    variant_id: card.variant_id as string,
  };
}

export function pageMeta(page: number, perPage: number, total: number): PageMetaDto {
  return { page, perPage, total, totalPages: Math.ceil(total / perPage) };
}
