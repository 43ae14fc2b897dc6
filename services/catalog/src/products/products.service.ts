import { Injectable, NotFoundException } from '@nestjs/common';
import { CatalogStore } from '../store/catalog-store.service';
import type { CatalogSnapshot } from '../store/catalog-snapshot';
import type { ListProductsQueryDto } from './dto/list-products-query.dto';
import type { ProductDetailDto, ProductDto, ProductPageDto } from './dto/product.dto';
import { pageMeta } from './product.mapper';
import type { ProductRecord } from './product.schema';

const RELATED_LIMIT = 4;

/** Products sharing the most (leaf first) collections with `product`, it left out; ties by name. */
export function relatedTo(product: ProductRecord, products: ProductRecord[]): ProductRecord[] {
  const mine = new Set(product.collection_slugs);
  const score = (other: ProductRecord) =>
    (other.category === product.category ? 10 : 0) +
    (other.designer_slug && other.designer_slug === product.designer_slug ? 3 : 0) +
    other.collection_slugs.filter((slug) => mine.has(slug)).length;
  return products
    .filter((other) => other.slug !== product.slug)
    .map((other) => ({ other, score: score(other) }))
    .filter(({ score: value }) => value > 0)
    .sort((a, b) => b.score - a.score)
    .map(({ other }) => other);
}

@Injectable()
export class ProductsService {
  constructor(private readonly store: CatalogStore) {}

  async list({ collection, featured, related_to, badge, on_sale, page, perPage }: ListProductsQueryDto): Promise<ProductPageDto> {
    const snapshot = await this.store.snapshot();
    let products = snapshot.products;
    if (related_to) {
      const product = snapshot.productBySlug.get(related_to);
      if (!product) throw new NotFoundException('Product not found');
      products = relatedTo(product, products);
    }
    const found = products.filter(
      (product) =>
        (!collection || product.collection_slugs.includes(collection)) &&
        (featured === undefined || product.featured === featured) &&
        (!badge || product.badge_text === badge) &&
        (on_sale === undefined || product.variants[0].is_discount === on_sale),
    );
    const start = (page - 1) * perPage;
    return { data: found.slice(start, start + perPage).map((product) => dtoOf(snapshot, product)), meta: pageMeta(page, perPage, found.length) };
  }

  async bySlug(slug: string): Promise<ProductDetailDto> {
    const snapshot = await this.store.snapshot();
    const product = snapshot.productBySlug.get(slug);
    if (!product) throw new NotFoundException('Product not found');
    const trail = snapshot.bySlug.get(product.category)?.trail ?? [];
    return {
      ...dtoOf(snapshot, product),
      dimensions: product.dimensions,
      materials: product.material_labels,
      colors: product.colors,
      delivery_note: product.delivery_note,
      breadcrumb: trail.map(({ name, slug_path }) => ({ name, path: `/collections/${slug_path}` })),
      related: relatedTo(product, snapshot.products)
        .slice(0, RELATED_LIMIT)
        .map((other) => dtoOf(snapshot, other)),
    };
  }

  /** The products with these ids, in the order asked; unknown ids are left out. */
  async lookup(ids: string[]): Promise<ProductDto[]> {
    const snapshot = await this.store.snapshot();
    return [...new Set(ids)].flatMap((id) => {
      const dto = snapshot.dtoById.get(id);
      return dto ? [dto] : [];
    });
  }
}

export function dtoOf(snapshot: CatalogSnapshot, product: ProductRecord): ProductDto {
  const dto = snapshot.dtoById.get(product._id.toString());
  if (!dto) throw new Error(`Product ${product.slug} missing from the snapshot`);
  return dto;
}
