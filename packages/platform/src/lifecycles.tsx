import React, { useEffect, type FunctionComponent } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { Platform, PlatformProps } from './contract';
import type { MfeIdentity } from './mfe';

// An MFE's ./app, on its own entry ('@sohnne/platform/src/lifecycles') so fragments do not carry it.

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
