import type { ProductRecord } from './product.schema';

/**
 * One copy of each text that many products repeat. Documents come from the database with their own copy of
 * every string, and tens of thousands of products repeat a few hundred designers, collection slugs,
 * materials, colours, delivery notes, variant names and image addresses: sharing them keeps a large
 * catalogue's memory (and the garbage collector's work) down. Texts unique to a product (name,
 * description, image descriptions) are left alone, so the pool stays as small as the vocabulary.
 */
export class SharedStrings {
  // in-memory-ok: a cache of texts of the database's products, never a source of truth
  private readonly strings = new Map<string, string>();

  /** `product`, its repeated texts replaced in place by their shared copies. */
  share(product: ProductRecord): ProductRecord {
    const list = (values: string[]) => values.map((value) => this.one(value));
    product.designer = this.one(product.designer);
    if (product.designer_slug) product.designer_slug = this.one(product.designer_slug);
    if (product.badge_text) product.badge_text = this.one(product.badge_text);
    product.category = this.one(product.category);
    product.collection_slugs = list(product.collection_slugs);
    product.materials = list(product.materials);
    product.material_labels = list(product.material_labels);
    product.colors = list(product.colors);
    product.delivery_note = this.one(product.delivery_note);
    for (const image of product.image_list) image.url = this.one(image.url);
    for (const variant of product.variants) {
      variant.type = this.one(variant.type);
      variant.value = this.one(variant.value);
      for (const image of variant.gallery) image.url = this.one(image.url);
    }
    return product;
  }

  private one(text: string): string {
    const shared = this.strings.get(text);
    if (shared !== undefined) return shared;
    this.strings.set(text, text);
    return text;
  }
}
