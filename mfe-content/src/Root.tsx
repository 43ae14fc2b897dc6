import { lazy, Suspense } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { PlatformContext, type Platform } from '@sohnne/platform';
import { theme } from '@sohnne/ui';
import { usePathname } from './routing';
import { store as defaultStore, type ContentStore } from './store';

const HomePage = lazy(() => import('./features/home/HomePage'));
const AboutPage = lazy(() => import('./features/about/AboutPage'));

/** Content pages not built yet are left to the shell's 404. */
function Page() {
  const pathname = usePathname();
  if (pathname === '/') return <HomePage />;
  if (pathname === '/about-us') return <AboutPage />;
  return null;
}

export function Root({ platform, store = defaultStore }: { platform: Platform; store?: ContentStore }) {
  return (
    <PlatformContext.Provider value={platform}>
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          <div data-mfe="content" data-mfe-version={__MFE_VERSION__}>
            <Suspense fallback={null}>
              <Page />
            </Suspense>
          </div>
        </ThemeProvider>
      </Provider>
    </PlatformContext.Provider>
  );
}
