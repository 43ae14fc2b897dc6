import type { PageRoute } from '@sohnne/platform';
import { collectionsApi } from './features/collections/collectionsApi';
import { designersRoute } from './features/designers/route';
import { materialsRoute } from './features/materials/route';
import { productRoute } from './features/product/route';
import { shopTheLookRoute } from './features/shop-the-look/route';
import { swatchesRoute } from './features/swatches/route';
import { collectionListingRoute, designerCollectionRoute } from './features/collections/route';
import { designerRoute } from './features/designer/route';
import { searchRoute } from './features/search/route';

/** This MFE's pages: the browser and server builds render them, the manifest publishes their paths. */
export const routes: PageRoute[] = [
  {
    path: '/collections',
    title: 'Mid Century & Modern Classics, Iconic Replica Furnitures',
    exactTitle: true,
    page: () => import('./features/collections/CollectionsPage'),
    load: async ({ dispatch }) => {
      await dispatch(collectionsApi.endpoints.getCollections.initiate(undefined, { subscribe: false }));
      return { head: { description: 'Browse every Sohnne collection: replica mid-century chairs, sofas, tables and lighting.', canonical: '/collections' } };
    },
  },
  productRoute,
  designersRoute,
  shopTheLookRoute,
  swatchesRoute,
  materialsRoute,
  designerCollectionRoute,
  collectionListingRoute,
  searchRoute,
  designerRoute,
];
