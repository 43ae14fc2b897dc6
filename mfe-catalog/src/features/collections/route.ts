import { isNotFound, type LoadContext, type LoadResult, type PageRoute } from '@sohnne/platform';
import { listingApi } from './listingApi';
import { formatListingQuery, parseListingQuery } from './listingQuery';

const isBadRequest = (error: unknown): boolean => !!error && typeof error === 'object' && 'status' in error && error.status === 400;

export const DESIGNER_ROOT = 'designer-furniture';

/** Loads the listing for the URL's path and query; the head's canonical is always the unfiltered first page. */
async function loadListing(path: string, { query, dispatch }: LoadContext): Promise<LoadResult> {
  const arg = { path, query: formatListingQuery(parseListingQuery(query)) };
  const { data, error } = await dispatch(listingApi.endpoints.getListing.initiate(arg, { subscribe: false }));
  // The filters were normalized above, so a 400 can only be a malformed path: no such collection either.
  if (isNotFound(error) || isBadRequest(error)) return { status: 404 };
  if (!data) return {};
  const { collection } = data;
  return {
    head: {
      // A designer's collection is titled '{name} Collection'; a collection by its own meta title.
      title: data.designer ? collection.title : collection.meta_title || collection.title,
      exactTitle: !data.designer && !!collection.meta_title,
      description: collection.meta_description || collection.description,
      canonical: collection.canonical_url,
      og: { type: 'website', title: collection.title, ...(collection.banner ? { image: collection.banner } : {}) },
    },
  };
}

/** A designer's collection: '{name} Collection'. Listed before the catch-all, which would match it too. */
export const designerCollectionRoute: PageRoute = {
  path: `/collections/${DESIGNER_ROOT}/:slug`,
  title: 'Designer Collection',
  page: () => import('./CollectionPage'),
  load: (context) => loadListing(`${DESIGNER_ROOT}/${context.params.slug ?? ''}`, context),
};

/** Any collection below /collections, at any depth. */
export const collectionListingRoute: PageRoute = {
  path: '/collections/*',
  title: 'Collection',
  page: () => import('./CollectionPage'),
  load: (context) => loadListing(context.params['*'] ?? '', context),
};
