import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { PlatformProps } from '@sohnne/platform';
import { MfeProviders } from '@sohnne/platform/src/mfe';
import { store } from '../../store';
import { PremiumReplicas, type PremiumReplicasProps } from './PremiumReplicas';

export type PremiumReplicasParcelProps = PlatformProps & PremiumReplicasProps;

function PremiumReplicasRoot({ platform, title, source, count }: PremiumReplicasParcelProps) {
  return (
    <MfeProviders name={__MFE_NAME__} version={__MFE_VERSION__} platform={platform} store={store}>
      <PremiumReplicas title={title} source={source} count={count} />
    </MfeProviders>
  );
}

/** The PremiumReplicas fragment: a single-spa parcel hosts mount with <FragmentSlot name="catalog/PremiumReplicas" props={…}/>. */
const parcel = singleSpaReact<PremiumReplicasParcelProps>({
  React,
  ReactDOMClient,
  rootComponent: PremiumReplicasRoot,
  errorBoundary: () => (
    <p data-mfe={__MFE_NAME__} data-mfe-version={__MFE_VERSION__} role="status">
      Products are unavailable right now.
    </p>
  ),
});

export const { bootstrap, mount, unmount, update } = parcel;
