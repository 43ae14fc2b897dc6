import {
  definePage,
  fetchOnce,
  DESIGNER_COLLECTIONS_ROOT,
  formatListingQuery,
  type Head,
  type LoadContext,
  type PageRoute,
} from '@sohnne/platform';
import type { Listing } from '@sohnne/contracts';
import { collectionsApi } from './features/collections/collectionsApi';
import {
  urlListing,
  listingApi,
  OFFERED_QUERY,
  offeredState,
} from './features/collections/listingApi';
import { designerApi } from './features/designer/designerApi';
import { designersApi } from './features/designers/designersApi';
import { materialsApi } from './features/materials/materialsApi';
import { productApi } from './features/product/productApi';
import { productHead } from './features/product/productHead';
import { searchApi, searchArg, searchHref } from './features/search/searchApi';
import { looksApi } from './features/shop-the-look/looksApi';
import { unlessPastLastPage } from './pastLastPage';

/**
 * The listing for the URL's collection path and filters (normalized, so a 400 can only be a malformed path),
 * without the options the collection does not offer (all kept when those cannot be read); a page past the
 * last is the 404 page.
 */
async function loadListing(path: string, context: LoadContext) {
  const fromUrl = urlListing(context.query);
  const offered = fromUrl.namesOptions
    ? await fetchOnce(context, listingApi.endpoints.getListing, { path, query: OFFERED_QUERY })
    : undefined;
  const query = formatListingQuery(offeredState(fromUrl, offered?.data?.facets));
  const listing = await fetchOnce(context, listingApi.endpoints.getListing, { path, query });
  return unlessPastLastPage(listing, fromUrl.page, (data) => data.products.data.length === 0);
}

/** A collection's head; its canonical is always the unfiltered first page. */
function listingHead(data: Listing | undefined): Head {
  if (!data) return {};
  const { collection } = data;
  return {
    // A designer's collection is titled '{name} Collection'; a collection by its own meta title.
    title: data.designer ? collection.title : collection.meta_title || collection.title,
    exactTitle: !data.designer && !!collection.meta_title,
    description: collection.meta_description || collection.description,
    canonical: collection.canonical_url,
    og: {
      type: 'website',
      title: collection.title,
      ...(collection.banner ? { image: collection.banner } : {}),
    },
  };
}

/** This MFE's pages, all of them: the browser and server builds render them, the manifest publishes their paths. */
export const routes: PageRoute[] = [
  definePage({
    path: '/collections',
    title: 'Mid Century & Modern Classics, Iconic Replica Furnitures',
    exactTitle: true,
    page: () => import('./features/collections/CollectionsPage'),
    load: (context) => fetchOnce(context, collectionsApi.endpoints.getCollections, undefined),
    head: {
      description:
        'Browse every Sohnne collection: replica mid-century chairs, sofas, tables and lighting.',
      canonical: '/collections',
    },
  }),
  definePage({
    path: '/product/:slug',
    title: 'Product',
    page: () => import('./features/product/ProductPage'),
    load: (context) =>
      fetchOnce(context, productApi.endpoints.getProduct, context.params.slug ?? ''),
    head: (data, { query }) => (data ? productHead(data, query.get('variant')) : {}),
  }),
  definePage({
    path: '/designer',
    title: 'Designer Community',
    page: () => import('./features/designers/DesignersPage'),
    load: (context) => fetchOnce(context, designersApi.endpoints.getDesigners, 1),
    head: {
      description:
        'Meet the mid-century designers behind our replicas: Eames, Jacobsen, Saarinen, Wegner and many more.',
      canonical: '/designer',
    },
  }),
  definePage({
    path: '/shop-the-look',
    title: 'Shop the Look',
    page: () => import('./features/shop-the-look/ShopTheLookPage'),
    load: (context) => fetchOnce(context, looksApi.endpoints.getLooks, undefined),
    head: {
      description:
        'Shop whole rooms: a living room, dining room, bedroom and office furnished with mid-century replicas.',
      canonical: '/shop-the-look',
    },
  }),
  definePage({
    path: '/swatches',
    title: 'Order Swatches',
    page: () => import('./features/swatches/SwatchesPage'),
    head: {
      description:
        'Order fabric and leather swatches in three steps: pick your swatches, enter your details, and wait for the package.',
      canonical: '/swatches',
    },
  }),
  definePage({
    path: '/product-material',
    title: 'Upholstery Materials',
    page: () => import('./features/materials/MaterialsPage'),
    load: (context) => fetchOnce(context, materialsApi.endpoints.getMaterials, undefined),
    head: {
      description:
        'Our upholstery catalogue: chenille, felt, boucle, velvets, sheepskin, suede and leathers, with every colour.',
      canonical: '/product-material',
    },
  }),
  // A designer's collection: '{name} Collection'. Listed before the catch-all, which would match it too.
  definePage({
    path: `/collections/${DESIGNER_COLLECTIONS_ROOT}/:slug`,
    title: 'Designer Collection',
    page: () => import('./features/collections/CollectionPage'),
    load: (context) =>
      loadListing(`${DESIGNER_COLLECTIONS_ROOT}/${context.params.slug ?? ''}`, context),
    head: listingHead,
  }),
  // Any collection below /collections, at any depth.
  definePage({
    path: '/collections/*',
    title: 'Collection',
    page: () => import('./features/collections/CollectionPage'),
    load: (context) => loadListing(context.params['*'] ?? '', context),
    head: listingHead,
  }),
  definePage({
    path: '/search',
    title: 'Search',
    page: () => import('./features/search/SearchPage'),
    load: async (context) => {
      const arg = searchArg(context.query);
      const found = await fetchOnce(context, searchApi.endpoints.searchProducts, arg);
      return unlessPastLastPage(found, arg.page, (data) => data.products.length === 0);
    },
    head: (data, { query }) => {
      const arg = searchArg(query);
      return {
        title: arg.product ? `Search results for “${arg.product}”` : 'Search',
        description: data
          ? `${data.productFound} replica furniture products match “${arg.product}”.`
          : 'Search the Sohnne catalogue.',
        canonical: searchHref(arg.product, arg.page),
        // Result pages are for shoppers, not for search engines' indexes.
        robots: 'noindex, follow',
      };
    },
  }),
  definePage({
    path: '/designer/:slug',
    title: 'Designer',
    page: () => import('./features/designer/DesignerPage'),
    load: (context) =>
      fetchOnce(context, designerApi.endpoints.getDesigner, context.params.slug ?? ''),
    head: (data) =>
      data
        ? {
            title: data.meta_title || data.name,
            exactTitle: !!data.meta_title,
            description: data.meta_description,
            canonical: `/designer/${data.slug}`,
            og: { type: 'profile', title: data.name, image: data.avatar.url },
            jsonLd: [
              {
                '@context': 'https://schema.org',
                '@type': 'Person',
                name: data.name,
                ...(data.country ? { nationality: data.country } : {}),
                image: data.avatar.url,
              },
            ],
          }
        : {},
  }),
];
