import type { ProductCard } from './product-card';

/**
 * One copy of each text, and of each list of texts, that many products repeat. Documents come from the
 * database (or a stored snapshot's JSON) with their own copy of every string, and tens of thousands of
 * products repeat a few hundred designers, collection slugs, materials, colours and image addresses: sharing
 * them keeps a large catalogue's memory (and the garbage collector's work) down. Texts unique to a product
 * (id, slug, name, image description) are left alone, so the pool stays as small as the vocabulary.
 */
export class SharedStrings {
  // in-memory-ok: a cache of texts of the database's products, never a source of truth
  private readonly strings = new Map<string, string>();
  // in-memory-ok: the same, for lists of them
  private readonly lists = new Map<string, readonly string[]>();

  /** `card` with its repeated texts and lists replaced by their shared copies. */
  card(card: ProductCard): ProductCard {
    return {
      ...card,
      designer: this.one(card.designer),
      designer_slug: card.designer_slug === null ? null : this.one(card.designer_slug),
      badge_text: card.badge_text === null ? null : this.one(card.badge_text),
      category: this.one(card.category),
      collection_slugs: this.list(card.collection_slugs),
      materials: this.list(card.materials),
      material_labels: this.list(card.material_labels),
      colors: this.list(card.colors),
      image: card.image && { ...card.image, url: this.one(card.image.url) },
    };
  }

  private one(text: string): string {
    const shared = this.strings.get(text);
    if (shared !== undefined) return shared;
    this.strings.set(text, text);
    return text;
  }

  private list(values: readonly string[]): readonly string[] {
    // A unit separator cannot occur in a slug or label; the length tells [] from [''].
    const key = `${values.length}\u001f${values.join('\u001f')}`;
    const shared = this.lists.get(key);
    if (shared !== undefined) return shared;
    const list = Object.freeze(values.map((value) => this.one(value)));
    this.lists.set(key, list);
    return list;
  }
}
