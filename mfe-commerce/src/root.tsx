import { PlatformContext, usePlatform, type PlatformProps } from '@sohnne/platform';
import { theme } from '@sohnne/ui';
import { useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { CartPage } from './features/cart/CartPage';
import { makeStore } from './store';

/** The MFE's whole tree: its own store, the shared theme and platform, and the routes it has built. */
export function Root({ platform }: PlatformProps) {
  const [store] = useState(makeStore);
  return (
    <div data-mfe="commerce" data-mfe-version={__MFE_VERSION__}>
      <PlatformContext.Provider value={platform}>
        <Provider store={store}>
          <ThemeProvider theme={theme}>
            <BrowserRouter>
              <Routes>
                <Route path="/cart" element={<CartPage />} />
                <Route path="/cart/*" element={<NotFound />} />
                {/* Other commerce routes (checkout, thankyou, ...) are not built yet; other MFEs' routes are theirs. */}
                <Route path="*" element={null} />
              </Routes>
            </BrowserRouter>
          </ThemeProvider>
        </Provider>
      </PlatformContext.Provider>
    </div>
  );
}

function NotFound() {
  const platform = usePlatform();
  useEffect(() => {
    platform.navigation.notFound();
  }, [platform]);
  return null;
}
