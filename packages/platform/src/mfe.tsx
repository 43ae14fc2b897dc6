import { useEffect, type ReactNode } from 'react';
import { Provider, type ProviderProps } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { theme } from '@sohnne/ui';
// Through the index, so a bundle keeps the platform's core in one module.
import { PlatformContext, usePlatform, type Platform } from './index';

/*
 * The pieces every MFE root repeats. Their own entry ('@sohnne/platform/src/mfe') because they bring
 * react-redux and styled-components, which the shell does not use.
 */

/** Which MFE renders: its __MFE_NAME__ and __MFE_VERSION__ go on the region's outer element (the deploy journey reads them). */
export interface MfeIdentity {
  name: string;
  version: string;
}

/** The platform, the MFE's Redux store and the shared theme around the MFE's region. */
export function MfeProviders({ name, version, platform, store, children }: MfeIdentity & { platform: Platform; store: ProviderProps['store']; children: ReactNode }) {
  return (
    <PlatformContext.Provider value={platform}>
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          <div data-mfe={name} data-mfe-version={version}>
            {children}
          </div>
        </ThemeProvider>
      </Provider>
    </PlatformContext.Provider>
  );
}

/** The element of a route under the MFE's own prefix that nothing matches: the shell shows its 404 page. */
export function NotFound() {
  const platform = usePlatform();
  useEffect(() => {
    platform.navigation.notFound();
  }, [platform]);
  return null;
}
