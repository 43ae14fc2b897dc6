import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { FragmentProps, PlatformProps } from '@sohnne/platform';
import { MfeProviders } from '@sohnne/platform/src/mfe';
import { store } from '../../store';
import { ProductGridFragment } from './ProductGridFragment';

export type ProductGridParcelProps = PlatformProps & FragmentProps['catalog/ProductGrid'];

function GridRoot({ platform, title, source, limit }: ProductGridParcelProps) {
  return (
    <MfeProviders name={__MFE_NAME__} version={__MFE_VERSION__} platform={platform} store={store}>
      <ProductGridFragment title={title} source={source} limit={limit} />
    </MfeProviders>
  );
}

/** The ProductGrid fragment: a single-spa parcel hosts mount with <FragmentSlot name="catalog/ProductGrid" props={…} />. */
const parcel = singleSpaReact<ProductGridParcelProps>({
  React,
  ReactDOMClient,
  rootComponent: GridRoot,
  errorBoundary: () => (
    <p data-mfe={__MFE_NAME__} data-mfe-version={__MFE_VERSION__} role="status">
      Products are unavailable right now.
    </p>
  ),
});

export const { bootstrap, mount, unmount, update } = parcel;
