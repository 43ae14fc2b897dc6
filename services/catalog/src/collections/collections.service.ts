import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { SERVICE_ENV } from '@sohnne/service-kit';
import type { CatalogEnv } from '../config';
import { DESIGNERS } from '../designers';
import { pageMeta, PRODUCTS, toProductCardDto } from '../products';
import { CatalogStore } from '../store';
import { COLLECTIONS } from './collections-part';
import type { CollectionDto, CollectionWithBreadcrumbDto } from './dto/collection.dto';
import type { ListingDto } from './dto/listing.dto';
import { formatListingQuery } from '@sohnne/listing-query';
import { ListingQueryError, parseListingQuery } from './listing-query';
import { collectionPath } from '@sohnne/site-paths';

const DESIGNER_ROOT = 'designer-furniture';

@Injectable()
export class CollectionsService {
  constructor(
    private readonly store: CatalogStore,
    @Inject(SERVICE_ENV) private readonly env: CatalogEnv,
  ) {}

  async tree(): Promise<CollectionDto[]> {
    return (await this.store.snapshot()).part(COLLECTIONS).tree;
  }

  async byPath(path: string): Promise<CollectionWithBreadcrumbDto> {
    const placed = (await this.store.snapshot()).part(COLLECTIONS).byPath.get(path);
    if (!placed) throw new NotFoundException('Collection not found');
    return {
      ...placed.collection,
      breadcrumb: placed.trail.map(({ name, slug_path }) => ({ name, slug_path })),
    };
  }

  /** The collection page: the collection, one page of its filtered products and the facets. `rawQuery` is the URL's query string. */
  async listing(rawQuery: string): Promise<ListingDto> {
    let query;
    try {
      query = parseListingQuery(rawQuery);
    } catch (error) {
      if (error instanceof ListingQueryError) throw new BadRequestException(error.message);
      throw error;
    }
    const snapshot = await this.store.snapshot();
    const collections = snapshot.part(COLLECTIONS);
    const placed = collections.byPath.get(query.path);
    if (!placed) throw new NotFoundException('Collection not found');
    const { collection, trail } = placed;
    const designer =
      trail.length === 2 && trail[0].slug === DESIGNER_ROOT
        ? (snapshot.part(DESIGNERS).designerBySlug.get(collection.slug) ?? null)
        : null;

    const { products, total, facets } = collections.listing.page(
      collection.slug,
      query.filters,
      snapshot.part(PRODUCTS).byCollection.get(collection.slug) ?? [],
      { start: (query.page - 1) * query.perPage, count: query.perPage, sort: query.sort },
    );
    return {
      collection: {
        ...collection,
        title: designer ? `${designer.name} Collection` : collection.name,
        canonical_url: this.canonical(collection.slug_path),
        collection_banner: collection.banner,
      },
      breadcrumb: trail.map(({ name, slug_path }) => ({
        name,
        slug_path,
        path: collectionPath(slug_path),
      })),
      products: {
        data: products.map(toProductCardDto),
        meta: pageMeta(query.page, query.perPage, total),
      },
      facets,
      designer: designer && {
        name: designer.name,
        slug: designer.slug,
        country: designer.country,
        avatar: designer.avatar,
      },
      query: formatListingQuery({ filters: query.filters, page: query.page, sort: query.sort }),
    };
  }

  private canonical(slugPath: string): string {
    return new URL(collectionPath(slugPath), this.env.PUBLIC_URL).toString();
  }
}
