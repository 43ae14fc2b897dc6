import { mountRootParcel } from 'single-spa';
import { SingleSpaContext } from 'single-spa-react';
import type { AppProps } from 'single-spa';
import { createFakePlatform, renderPage } from '@sohnne/web-testing';
import { Root } from '../Root';
import { makeStore } from '../store';

/** Renders the MFE at a path, inside the single-spa context the shell's lifecycles would give it. */
export async function renderAt(path: string, platform = createFakePlatform()) {
  window.history.pushState({}, '', path);
  const context = { mountParcel: mountRootParcel } as unknown as AppProps;
  await renderPage(
    <SingleSpaContext.Provider value={context}>
      <Root platform={platform} store={makeStore()} />
    </SingleSpaContext.Provider>,
  );
  return platform;
}
