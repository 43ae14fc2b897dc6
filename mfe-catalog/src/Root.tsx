import { lazy, Suspense, useEffect } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { PlatformContext, usePlatform, type Platform } from '@sohnne/platform';
import { theme } from '@sohnne/ui';
import { store as defaultStore, type CatalogStore } from './store';

const CollectionsPage = lazy(() => import('./features/collections/CollectionsPage'));

/** This MFE's own route prefixes: a path under them that nothing here matches is a 404. */
const OWN_PREFIXES = ['/collections/*', '/designer/*', '/product/*', '/search', '/shop-the-look', '/swatches', '/product-material'];

function NotFound() {
  const platform = usePlatform();
  useEffect(() => {
    platform.navigation.notFound();
  }, [platform]);
  return null;
}

export function Root({ platform, store = defaultStore }: { platform: Platform; store?: CatalogStore }) {
  return (
    <PlatformContext.Provider value={platform}>
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          <div data-mfe="catalog" data-mfe-version={__MFE_VERSION__}>
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
          </div>
        </ThemeProvider>
      </Provider>
    </PlatformContext.Provider>
  );
}
