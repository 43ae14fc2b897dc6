import { createHash } from 'node:crypto';
import { buildCollectionTree } from '../collections/collection-tree';
import type { CollectionRecord } from '../collections/collection.schema';
import type { CollectionDto } from '../collections/dto/collection.dto';
import type { DesignerRecord } from '../designers/designer.schema';
import type { LookRecord } from '../looks/look.schema';
import type { MaterialRecord } from '../materials/material.schema';
import type { ProductDto } from '../products/dto/product.dto';
import { toProductDto } from '../products/product.mapper';
import type { ProductRecord } from '../products/product.schema';
import { MiniSearchProductSearch, ProductSearch, toSearchable } from '../search/product-search';

export interface CatalogData {
  products: ProductRecord[];
  collections: CollectionRecord[];
  designers: DesignerRecord[];
  looks: LookRecord[];
  materials: MaterialRecord[];
}

/** A collection in the tree with its ancestors (top level first, itself last). */
export interface PlacedCollection {
  collection: CollectionDto;
  trail: CollectionDto[];
}

/** One consistent, read-only view of the whole catalogue, with everything the reads need precomputed. */
export interface CatalogSnapshot {
  /** Changes whenever any stored document changes: part of every ETag. */
  version: string;
  /** Sellable products ordered by name. */
  products: ProductRecord[];
  productById: Map<string, ProductRecord>;
  productBySlug: Map<string, ProductRecord>;
  dtoById: Map<string, ProductDto>;
  tree: CollectionDto[];
  /** Every reachable collection by its slug path, and by its slug. */
  byPath: Map<string, PlacedCollection>;
  bySlug: Map<string, PlacedCollection>;
  /** Designers ordered by name. */
  designers: DesignerRecord[];
  designerBySlug: Map<string, DesignerRecord>;
  looks: LookRecord[];
  materials: MaterialRecord[];
  search: ProductSearch;
}

/** A fingerprint of the stored documents: equal data, equal version. */
export function fingerprint(data: CatalogData): string {
  return createHash('sha1').update(JSON.stringify(data)).digest('base64url').slice(0, 16);
}

export function buildSnapshot(data: CatalogData, version = fingerprint(data)): CatalogSnapshot {
  const products = data.products
    .filter((product) => product.variants.length > 0)
    .sort((a, b) => a.name.localeCompare(b.name) || a._id.toString().localeCompare(b._id.toString()));
  const tree = buildCollectionTree(data.collections);
  const byPath = new Map<string, PlacedCollection>();
  const walk = (level: CollectionDto[], trail: CollectionDto[]) => {
    for (const collection of level) {
      const placed = { collection, trail: [...trail, collection] };
      byPath.set(collection.slug_path, placed);
      walk(collection.children, placed.trail);
    }
  };
  walk(tree, []);
  const bySlug = new Map([...byPath.values()].map((placed) => [placed.collection.slug, placed]));
  const designers = [...data.designers].sort((a, b) => a.name.localeCompare(b.name) || a.slug.localeCompare(b.slug));
  return {
    version,
    products,
    productById: new Map(products.map((product) => [product._id.toString(), product])),
    productBySlug: new Map(products.map((product) => [product.slug, product])),
    dtoById: new Map(products.map((product) => [product._id.toString(), toProductDto(product)])),
    tree,
    byPath,
    bySlug,
    designers,
    designerBySlug: new Map(designers.map((designer) => [designer.slug, designer])),
    looks: [...data.looks].sort((a, b) => a.position - b.position),
    materials: [...data.materials].sort((a, b) => a.position - b.position),
    search: new MiniSearchProductSearch(products.map((product) => toSearchable(product, (slug) => bySlug.get(slug)?.collection.name))),
  };
}
