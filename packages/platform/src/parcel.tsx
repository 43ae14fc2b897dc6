import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import type { Store } from '@reduxjs/toolkit';
import singleSpaReact from 'single-spa-react';
import type { FragmentName, FragmentProps, PlatformProps } from './contract';
import { MfeProviders, type MfeIdentity } from './mfe';

// A fragment's parcel, on its own entry ('@sohnne/platform/src/parcel'): a fragment carries neither ./app's
// lifecycles nor another fragment's code.

export interface FragmentParcelOptions<N extends FragmentName> extends MfeIdentity {
  component: ComponentType<FragmentProps[N]>;
  /** The owning MFE's store (the fragment's RTK Query endpoints live in its one API slice). */
  store: Store;
  /** What the host's slot shows when the fragment throws. */
  unavailableMessage: string;
}

/** The single-spa parcel of a fragment: its component inside the owning MFE's providers, as hosts mount it with FragmentSlot. */
export function createFragmentParcel<N extends FragmentName>({
  name,
  version,
  component: Fragment,
  store,
  unavailableMessage,
}: FragmentParcelOptions<N>) {
  type ParcelProps = PlatformProps & FragmentProps[N];
  function FragmentRoot({ platform, ...props }: ParcelProps) {
    return (
      <MfeProviders name={name} version={version} platform={platform} store={store}>
        <Fragment {...(props as FragmentProps[N])} />
      </MfeProviders>
    );
  }
  const { bootstrap, mount, unmount, update } = singleSpaReact<ParcelProps>({
    React,
    ReactDOMClient,
    rootComponent: FragmentRoot,
    errorBoundary: () => (
      <p data-mfe={name} data-mfe-version={version} role="status">
        {unavailableMessage}
      </p>
    ),
  });
  return { bootstrap, mount, unmount, update };
}
