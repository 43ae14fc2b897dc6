import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { PlatformProps } from '@sohnne/platform';
import { MfeWrapper, Root } from './root';

function ErrorFallback() {
  return (
    <MfeWrapper>
      <p role="alert" style={{ textAlign: 'center', padding: '48px 16px' }}>
        Login and registration are unavailable right now. Please reload the page.
      </p>
    </MfeWrapper>
  );
}

const lifecycles = singleSpaReact<PlatformProps>({
  React,
  ReactDOMClient,
  rootComponent: Root,
  domElementGetter: () => document.getElementById('mfe-account')!,
  errorBoundary: () => <ErrorFallback />,
});

export const { bootstrap, mount, unmount } = lifecycles;
