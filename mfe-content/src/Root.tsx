import { lazy, Suspense } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { PlatformContext, type Platform } from '@sohnne/platform';
import { theme } from '@sohnne/ui';
import { store as defaultStore, type ContentStore } from './store';

const HomePage = lazy(() => import('./features/home/HomePage'));
const AboutPage = lazy(() => import('./features/about/AboutPage'));

export function Root({ platform, store = defaultStore }: { platform: Platform; store?: ContentStore }) {
  return (
    <PlatformContext.Provider value={platform}>
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          <div data-mfe="content" data-mfe-version={__MFE_VERSION__}>
            <BrowserRouter>
              <Suspense fallback={null}>
                <Routes>
                  <Route path="/" element={<HomePage />} />
                  <Route path="/about-us" element={<AboutPage />} />
                  {/* Content pages not built yet are left to the shell's 404. */}
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
