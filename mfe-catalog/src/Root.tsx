import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import type { Platform } from '@sohnne/platform';
import { MfeProviders, NotFound } from '@sohnne/platform/src/mfe';
import { store as defaultStore, type CatalogStore } from './store';

const CollectionsPage = lazy(() => import('./features/collections/CollectionsPage'));

/** This MFE's own route prefixes: a path under them that nothing here matches is a 404. */
const OWN_PREFIXES = ['/collections/*', '/designer/*', '/product/*', '/search', '/shop-the-look', '/swatches', '/product-material'];

export function Root({ platform, store = defaultStore }: { platform: Platform; store?: CatalogStore }) {
  return (
    <MfeProviders name={__MFE_NAME__} version={__MFE_VERSION__} platform={platform} store={store}>
      <BrowserRouter>
        <Suspense fallback={null}>
          <Routes>
            <Route path="/collections" element={<CollectionsPage />} />
            {OWN_PREFIXES.map((path) => (
              <Route key={path} path={path} element={<NotFound />} />
            ))}
            <Route path="*" element={null} />
          </Routes>
        </Suspense>
      </BrowserRouter>
    </MfeProviders>
  );
}
