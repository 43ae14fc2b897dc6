import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { PlatformProps } from '@sohnne/platform';
import { MfeError } from './MfeError';
import { Root } from './Root';

const lifecycles = singleSpaReact<PlatformProps>({
  React,
  ReactDOMClient,
  rootComponent: ({ platform }) => <Root platform={platform} />,
  domElementGetter: () => document.getElementById('mfe-content')!,
  errorBoundary: (_error, _info, props) => (
    <MfeError platform={props.platform} message="This part of the page couldn't be shown. Please reload the page." />
  ),
});

export const { bootstrap, mount, unmount } = lifecycles;
