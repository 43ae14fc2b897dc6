import type { PlatformProps } from '@sohnne/platform';
import { MfeProviders, NotFound } from '@sohnne/platform/src/mfe';
import { useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { CartPage } from './features/cart/CartPage';
import { makeStore } from './store';

/** The MFE's whole tree: its own store, the shared theme and platform, and the routes it has built. */
export function Root({ platform }: PlatformProps) {
  const [store] = useState(makeStore);
  return (
    <MfeProviders name={__MFE_NAME__} version={__MFE_VERSION__} platform={platform} store={store}>
      <BrowserRouter>
        <Routes>
          <Route path="/cart" element={<CartPage />} />
          <Route path="/cart/*" element={<NotFound />} />
          {/* Other commerce routes (checkout, thankyou, ...) are not built yet; other MFEs' routes are theirs. */}
          <Route path="*" element={null} />
        </Routes>
      </BrowserRouter>
    </MfeProviders>
  );
}
