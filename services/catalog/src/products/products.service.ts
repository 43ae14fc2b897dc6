import { Injectable, NotFoundException } from '@nestjs/common';
import { COLLECTIONS } from '../collections';
import { CatalogStore } from '../store';
import type { ListProductsQueryDto } from './dto/list-products-query.dto';
import type { ProductDetailDto, ProductDto, ProductPageDto } from './dto/product.dto';
import { pageMeta, toProductCardDto } from './product.mapper';
import { variantPrices } from './price';
import { PRODUCTS, type ProductLists } from './product-lists';
import type { ProductCard } from './product-card';
import { ProductPages } from './product-pages';
import { collectionPath } from '@sohnne/site-paths';

const RELATED_LIMIT = 4;

/** How related `other` is to `product`: same leaf first, then same designer, then shared collections (0: not). */
function relatedness(product: ProductCard, mine: Set<string>, other: ProductCard): number {
  if (other.slug === product.slug) return 0;
  let score =
    (other.category === product.category ? 10 : 0) +
    (other.designer_slug && other.designer_slug === product.designer_slug ? 3 : 0);
  for (const slug of other.collection_slugs) if (mine.has(slug)) score += 1;
  return score;
}

/** The highest relatedness any product can have to `product` (a product lists each collection once). */
const bestPossible = (product: ProductCard, mine: Set<string>): number =>
  10 + (product.designer_slug ? 3 : 0) + mine.size;

/**
 * Products sharing the most (leaf first) collections with `product`, it left out; ties in the order of
 * `products` (by name). With `limit`, only the best `limit` are kept as the list is walked, without sorting it
 * all, and the walk stops once they all score as high as any product can (later ties would come after them).
 */
export function relatedTo(
  product: ProductCard,
  products: readonly ProductCard[],
  limit = Infinity,
): ProductCard[] {
  const mine = new Set(product.collection_slugs);
  const bounded = Number.isFinite(limit);
  const best = bestPossible(product, mine);
  const kept: Array<{ other: ProductCard; score: number }> = [];
  for (const other of products) {
    if (bounded && kept.length >= limit && kept[kept.length - 1].score >= best) break;
    const score = relatedness(product, mine, other);
    if (score === 0 || (kept.length >= limit && score <= kept[kept.length - 1].score)) continue;
    if (!bounded) {
      kept.push({ other, score });
      continue;
    }
    // After the last kept one with a score at least as high: ties keep the list's order.
    let at = kept.length;
    while (at > 0 && kept[at - 1].score < score) at -= 1;
    kept.splice(at, 0, { other, score });
    if (kept.length > limit) kept.pop();
  }
  if (!bounded) kept.sort((a, b) => b.score - a.score);
  return kept.map(({ other }) => other);
}

/**
 * The RELATED_LIMIT products most related to `product`, as relatedTo over the whole catalogue gives them.
 * Products outside its own (leaf) collection have another category, so they score at most 3 + the other
 * collections it is in; when the best of its own collection score more, they are the answer without
 * looking at the rest.
 */
export function mostRelated(product: ProductCard, lists: ProductLists): ProductCard[] {
  const best = relatedTo(product, lists.byCollection.get(product.category) ?? [], RELATED_LIMIT);
  const bestOutside =
    3 + product.collection_slugs.filter((slug) => slug !== product.category).length;
  const last = best.at(-1);
  return best.length === RELATED_LIMIT &&
    last &&
    relatedness(product, new Set(product.collection_slugs), last) > bestOutside
    ? best
    : relatedTo(product, lists.products, RELATED_LIMIT);
}

@Injectable()
export class ProductsService {
  constructor(
    private readonly store: CatalogStore,
    private readonly pages: ProductPages,
  ) {}

  async list({
    collection,
    featured,
    related_to,
    badge,
    on_sale,
    page,
    perPage,
  }: ListProductsQueryDto): Promise<ProductPageDto> {
    const lists = (await this.store.snapshot()).part(PRODUCTS);
    let products = collection ? (lists.byCollection.get(collection) ?? []) : lists.products;
    if (related_to) {
      const product = lists.productBySlug.get(related_to);
      if (!product) throw new NotFoundException('Product not found');
      products = relatedTo(product, products);
    }
    const found = products.filter(
      (product) =>
        (featured === undefined || product.featured === featured) &&
        (!badge || product.badge_text === badge) &&
        (on_sale === undefined || variantPrices(product).is_discount === on_sale),
    );
    const start = (page - 1) * perPage;
    return {
      data: await this.dtos(found.slice(start, start + perPage).map(({ id }) => id)),
      meta: pageMeta(page, perPage, found.length),
    };
  }

  async bySlug(slug: string): Promise<ProductDetailDto> {
    const snapshot = await this.store.snapshot();
    const lists = snapshot.part(PRODUCTS);
    const product = lists.productBySlug.get(slug);
    // Gone from the database since the catalogue's last refresh: gone.
    const whole = product && (await this.pages.byIds([product.id])).get(product.id);
    if (!product || !whole) throw new NotFoundException('Product not found');
    const { dto, record } = whole;
    const trail = snapshot.part(COLLECTIONS).bySlug.get(dto.category)?.trail ?? [];
    return {
      ...dto,
      dimensions: record.dimensions,
      materials: record.material_labels,
      colors: record.colors,
      delivery_note: record.delivery_note,
      breadcrumb: trail.map(({ name, slug_path }) => ({ name, path: collectionPath(slug_path) })),
      related: mostRelated(product, lists).map(toProductCardDto),
    };
  }

  /** The products with these ids, in the order asked; unknown ids are left out. */
  async lookup(ids: string[]): Promise<ProductDto[]> {
    const { productById } = (await this.store.snapshot()).part(PRODUCTS);
    return this.dtos([...new Set(ids)].filter((id) => productById.has(id)));
  }

  /**
   * The products with these ids (listed in the catalogue) as the API shows them, in this order, read whole
   * from the database; one deleted since the catalogue's last refresh is left out.
   */
  private async dtos(ids: string[]): Promise<ProductDto[]> {
    const found = await this.pages.byIds(ids);
    return ids.flatMap((id) => {
      const product = found.get(id);
      return product ? [product.dto] : [];
    });
  }
}
