import { createMfeLifecycles } from '@sohnne/platform/src/lifecycles';
import { Root } from './root';

export const { bootstrap, mount, unmount } = createMfeLifecycles({
  name: __MFE_NAME__,
  version: __MFE_VERSION__,
  rootComponent: Root,
  errorMessage: 'Login and registration are unavailable right now. Please reload the page.',
});
