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

/** The fake platform printing prices as `EUR 12.34`, so a test can tell a formatted price from a raw number. */
export function platformPricingInCodes(options: Parameters<typeof createFakePlatform>[0] = {}) {
  return createFakePlatform({
    format: (usd, { code, rate }) => `${code} ${(usd * rate).toFixed(2)}`,
    ...options,
  });
}
