import { lazy, Suspense } from 'react';
import type { Platform } from '@sohnne/platform';
import { MfeProviders } from '@sohnne/platform/src/mfe';
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
    <MfeProviders name={__MFE_NAME__} version={__MFE_VERSION__} platform={platform} store={store}>
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    </MfeProviders>
  );
}
