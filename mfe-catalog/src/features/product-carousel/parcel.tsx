import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { FragmentProps, PlatformProps } from '@sohnne/platform';
import { MfeProviders } from '@sohnne/platform/src/mfe';
import { store } from '../../store';
import { ProductCarousel } from './ProductCarousel';

export type ProductCarouselParcelProps = PlatformProps & FragmentProps['catalog/ProductCarousel'];

function CarouselRoot({ platform, title, source, label, autoplayDelay, speed }: ProductCarouselParcelProps) {
  return (
    <MfeProviders name={__MFE_NAME__} version={__MFE_VERSION__} platform={platform} store={store}>
      <ProductCarousel title={title} source={source} label={label} autoplayDelay={autoplayDelay} speed={speed} />
    </MfeProviders>
  );
}

/** The ProductCarousel fragment: a single-spa parcel other MFEs mount with <Parcel platform={...} title={...} />. */
const parcel = singleSpaReact<ProductCarouselParcelProps>({
  React,
  ReactDOMClient,
  rootComponent: CarouselRoot,
  errorBoundary: () => (
    <p data-mfe={__MFE_NAME__} data-mfe-version={__MFE_VERSION__} role="status">
      Products are unavailable right now.
    </p>
  ),
});

export const { bootstrap, mount, unmount, update } = parcel;
