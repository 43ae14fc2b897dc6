import type { ImageDto } from './dto/product.dto';
import type { StoredPrice } from './price';
import type { ProductImage, ProductRecord } from './product.schema';
import type { SharedStrings } from './shared-strings';

/**
 * What the catalogue keeps in memory of a product: what listings, facets, search results, a designer's page, a
 * look's hotspots and "You may also like" show or filter on. The rest of a product (its description, variants
 * and their galleries, dimensions, delivery note) is read from the database by id when a product page, a page
 * of /api/products or a lookup asks for it. Its prices are the default (first) variant's.
 */
export interface ProductCard extends StoredPrice {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly designer: string;
  readonly designer_slug: string | null;
  readonly badge_text: string | null;
  readonly featured: boolean;
  readonly category: string;
  readonly collection_slugs: readonly string[];
  readonly materials: readonly string[];
  readonly material_labels: readonly string[];
  readonly colors: readonly string[];
  readonly express_shipping: boolean;
  /** The first product image, else the default variant's first. */
  readonly image: ImageDto | null;
  /** The default variant's id; null for a product without a variant, which is not sold (nor shown). */
  readonly variant_id: string | null;
}

/** A product as the catalogue store reads it: its card, kept, and the words it is searched by beyond it. */
export interface ProductRead {
  readonly card: ProductCard;
  /** Searched, then let go: the material labels and variant names, and the description. */
  readonly words: { readonly materials: string; readonly description: string };
}

const toImage = ({ url, alternativeText, width, height }: ProductImage): ImageDto => ({
  url,
  alternativeText,
  width,
  height,
});

/** What the catalogue reads of a stored product; `shared` gives one copy of the texts products repeat. */
export function toProductRead(doc: ProductRecord, shared: SharedStrings): ProductRead {
  const [first] = doc.variants;
  const image = doc.image_list[0] ?? first?.gallery[0];
  return {
    card: shared.card({
      id: doc._id.toString(),
      slug: doc.slug,
      name: doc.name,
      designer: doc.designer,
      designer_slug: doc.designer_slug ?? null,
      badge_text: doc.badge_text ?? null,
      featured: doc.featured,
      category: doc.category,
      collection_slugs: doc.collection_slugs,
      materials: doc.materials,
      material_labels: doc.material_labels,
      colors: doc.colors,
      express_shipping: doc.express_shipping,
      image: image ? toImage(image) : null,
      variant_id: first ? first._id.toString() : null,
      price: first?.price ?? 0,
      discount_price: first?.discount_price ?? null,
      is_discount: first?.is_discount ?? false,
    }),
    words: {
      materials: [...doc.material_labels, ...doc.variants.map((variant) => variant.value)].join(
        ' ',
      ),
      description: doc.description,
    },
  };
}

/** A product with no variant cannot be bought: it is not shown anywhere. */
export const isSellable = (card: ProductCard): boolean => card.variant_id !== null;
