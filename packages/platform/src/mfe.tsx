import React, { useEffect, type FunctionComponent, type ReactNode } from 'react';
import ReactDOMClient from 'react-dom/client';
import { Provider, type ProviderProps } from 'react-redux';
import singleSpaReact from 'single-spa-react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@sohnne/ui';
import type { Platform, PlatformProps } from './contract';
import { PlatformContext, usePlatform } from './react';

/*
 * The pieces every MFE's app and root repeat. Their own entry ('@sohnne/platform/src/mfe') because they
 * bring react-redux, styled-components and single-spa-react, which the shell does not use.
 */

/** Which MFE renders: its __MFE_NAME__ and __MFE_VERSION__ go on the region's outer element (the deploy journey reads them). */
interface MfeIdentity {
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

/** The error boundary's fallback: a short note in the MFE's region, and the page-load flag cleared. */
function MfeErrorFallback({ name, version, platform, message }: MfeIdentity & { platform?: Platform; message: string }) {
  useEffect(() => {
    platform?.pageLoad.done();
  }, [platform]);
  return (
    <div data-mfe={name} data-mfe-version={version} role="alert" style={{ padding: '48px 16px', textAlign: 'center' }}>
      {message}
    </div>
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

/**
 * The MFE's single-spa lifecycles (exposed as ./app): mounted into #mfe-<name>, where the shell puts it,
 * with an error boundary that shows `errorMessage` in place of the MFE's content.
 */
export function createMfeLifecycles({ name, version, rootComponent, errorMessage }: MfeIdentity & { rootComponent: FunctionComponent<PlatformProps>; errorMessage: string }) {
  return singleSpaReact<PlatformProps>({
    React,
    ReactDOMClient,
    rootComponent,
    domElementGetter: () => document.getElementById(`mfe-${name}`)!,
    errorBoundary: (_error, _info, props) => <MfeErrorFallback name={name} version={version} platform={props.platform} message={errorMessage} />,
  });
}
