import userEvent from '@testing-library/user-event';
import { createFakePlatform, renderPage, type FakePlatform } from '@sohnne/web-testing';
import { Root } from '../Root';
import { makeStore } from '../store';

/** Renders this MFE at a path with the fake platform (a CSRF cookie issued, as the shell would have). */
export async function renderAt(path: string, platform: FakePlatform = createFakePlatform()) {
  document.cookie = 'sohnne_csrf=csrf-token; path=/';
  window.history.pushState(null, '', path);
  const user = userEvent.setup();
  const view = await renderPage(<Root platform={platform} store={makeStore()} />);
  return { platform, user, ...view };
}
