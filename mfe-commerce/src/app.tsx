import { createMfeLifecycles } from '@sohnne/platform/src/lifecycles';
import { Root } from './Root';
import { routes } from './routes';
import { store } from './store';

/** single-spa lifecycles, exposed as `./app`; the shell passes `platform` as a custom prop. */
export const { bootstrap, mount, unmount } = createMfeLifecycles({
  name: __MFE_NAME__,
  version: __MFE_VERSION__,
  rootComponent: Root,
  routes,
  store,
  errorMessage: "Sorry, this part of the page couldn't be shown. Please reload the page.",
});
