import { createMfeLifecycles } from '@sohnne/platform/src/lifecycles';
import { Root } from './Root';
import { routes } from './routes';
import { store } from './store';

export const { bootstrap, mount, unmount } = createMfeLifecycles({
  name: __MFE_NAME__,
  version: __MFE_VERSION__,
  rootComponent: Root,
  routes,
  store,
  errorMessage: "This part of the page couldn't be shown. Please reload the page.",
});
