import React from 'react';
import ReactDOMClient from 'react-dom/client';
import { Provider } from 'react-redux';
import singleSpaReact from 'single-spa-react';
import { ThemeProvider } from 'styled-components';
import { PlatformContext, type PlatformProps } from '@sohnne/platform';
import { theme } from '@sohnne/ui';
import { store } from '../../store';
import { ProductCarousel, type ProductCarouselProps } from './ProductCarousel';

export type ProductCarouselParcelProps = PlatformProps & ProductCarouselProps;

function CarouselRoot({ platform, title, featured, autoplayDelay }: ProductCarouselParcelProps) {
  return (
    <PlatformContext.Provider value={platform}>
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          <div data-mfe="catalog" data-mfe-version={__MFE_VERSION__}>
            <ProductCarousel title={title} featured={featured} autoplayDelay={autoplayDelay} />
          </div>
        </ThemeProvider>
      </Provider>
    </PlatformContext.Provider>
  );
}

/** The ProductCarousel fragment: a single-spa parcel other MFEs mount with <Parcel platform={...} title={...} />. */
const parcel = singleSpaReact<ProductCarouselParcelProps>({
  React,
  ReactDOMClient,
  rootComponent: CarouselRoot,
  errorBoundary: () => (
    <p data-mfe="catalog" data-mfe-version={__MFE_VERSION__} role="status">
      Products are unavailable right now.
    </p>
  ),
});

export const { bootstrap, mount, unmount, update } = parcel;
