import type { PlatformProps } from '@sohnne/platform';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ErrorFallback } from './ErrorFallback';
import { Root } from './root';

/** single-spa lifecycles, exposed as `./app`; the shell passes `platform` as a custom prop. */
const lifecycles = singleSpaReact<PlatformProps>({
  React,
  ReactDOMClient,
  rootComponent: Root,
  domElementGetter: () => document.getElementById('mfe-commerce')!,
  errorBoundary: (_error, _info, props) => <ErrorFallback platform={props.platform} />,
});

export const { bootstrap, mount, unmount } = lifecycles;
