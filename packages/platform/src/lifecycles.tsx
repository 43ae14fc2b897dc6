import React, { startTransition, useEffect, type FunctionComponent } from 'react';
import ReactDOMClient from 'react-dom/client';
import type { Store } from '@reduxjs/toolkit';
import singleSpaReact from 'single-spa-react';
import type { Platform, PlatformProps } from './contract';
import { matchRoute, readPageData, recordServedPage, regionRootId, type PageRoute } from './index';
import { loadPage, type MfeIdentity } from './mfe';
import { hydrateApiState } from './api-store';

// An MFE's ./app, on its own entry ('@sohnne/platform/src/lifecycles') so fragments do not carry it.

/** The error boundary's fallback: a short note in the MFE's region, and the page-load flag cleared. */
function MfeErrorFallback({
  name,
  version,
  platform,
  message,
}: MfeIdentity & { platform?: Platform; message: string }) {
  useEffect(() => {
    platform?.pageLoad.done();
    // The shell counts it per MFE version (shell/src/vitals: RENDER_ERROR_EVENT).
    window.dispatchEvent(new CustomEvent('sohnne:mfe-render-error', { detail: { mfe: name } }));
  }, [platform, name]);
  return (
    <div
      data-mfe={name}
      data-mfe-version={version}
      role="alert"
      style={{ padding: '48px 16px', textAlign: 'center' }}
    >
      {message}
    </div>
  );
}

/**
 * react-dom's client with hydration as a transition: React then yields to the browser every few
 * milliseconds instead of hydrating a region in one long task (the server HTML is already on screen).
 */
const reactDomClient: typeof ReactDOMClient = {
  ...ReactDOMClient,
  hydrateRoot: (container, initialChildren, options) => {
    let root: ReturnType<typeof ReactDOMClient.hydrateRoot> | undefined;
    startTransition(() => {
      root = ReactDOMClient.hydrateRoot(container, initialChildren, options);
    });
    return root!;
  },
};

export interface MfeLifecycleOptions extends MfeIdentity {
  rootComponent: FunctionComponent<PlatformProps>;
  routes: readonly PageRoute[];
  store: Store;
  errorMessage: string;
}

/**
 * The MFE's single-spa lifecycles (exposed as ./app), mounted into the element the shell's region holds for
 * it. The first mount over server HTML hydrates it (with the server's RTK Query state and the page's module
 * loaded first, so nothing suspends); every later mount renders afresh.
 */
export function createMfeLifecycles({
  name,
  version,
  rootComponent,
  routes,
  store,
  errorMessage,
}: MfeLifecycleOptions) {
  const element = () => document.getElementById(regionRootId(name))!;
  let hydrate = false;

  const lifecycles = singleSpaReact<PlatformProps>({
    React,
    ReactDOMClient: reactDomClient,
    rootComponent,
    domElementGetter: element,
    renderType: () => (hydrate ? 'hydrateRoot' : 'createRoot'),
    errorBoundary: (_error, _info, props) => (
      <MfeErrorFallback
        name={name}
        version={version}
        platform={props.platform}
        message={errorMessage}
      />
    ),
  });

  const prepare = async () => {
    const region = readPageData()?.regions[name];
    hydrate = !!region && element()?.dataset.ssr === name;
    if (!hydrate) return;
    recordServedPage();
    // Once: a later mount of this MFE finds the element emptied by unmount and renders from scratch.
    delete element().dataset.ssr;
    store.dispatch(hydrateApiState(region!.state as Record<string, unknown>));
    const match = matchRoute(routes, window.location.pathname);
    if (match) await loadPage(match.route);
  };

  return {
    bootstrap: lifecycles.bootstrap,
    mount: [prepare, lifecycles.mount],
    unmount: lifecycles.unmount,
  };
}
