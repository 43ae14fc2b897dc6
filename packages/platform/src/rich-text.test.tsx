import type { ReactElement } from 'react';

// A service's HTML with what DOMPurify removes (an event handler attribute).
const HTML = '<p>Linen <img src="/media/a.webp" alt="Swatch" onerror="window.hacked = 1"></p>';

/* eslint-disable @typescript-eslint/no-require-imports */
/** Fresh modules per test (React included): whether DOMPurify has loaded is module state. */
function fresh() {
  let modules!: {
    element: (html: string) => ReactElement;
    testing: typeof import('@testing-library/react/pure');
    client: typeof import('react-dom/client');
    server: typeof import('react-dom/server');
  };
  jest.isolateModules(() => {
    const { PlatformContext } = require('./index') as typeof import('./index');
    const { SanitizedHtml } = require('./rich-text') as typeof import('./rich-text');
    const { createElement } = require('react') as typeof import('react');
    const platform = { navigation: { navigate: jest.fn() } } as never;
    modules = {
      element: (html) =>
        createElement(
          PlatformContext.Provider,
          { value: platform },
          createElement(SanitizedHtml, { html, 'data-testid': 'prose' } as never),
        ),
      // pure: no cleanup hooks registered from inside a test.
      testing: require('@testing-library/react/pure'),
      client: require('react-dom/client'),
      server: require('react-dom/server'),
    };
  });
  return modules;
}
/* eslint-enable @typescript-eslint/no-require-imports */

describe('SanitizedHtml', () => {
  it('hydrates the server HTML as it came, then shows it sanitized once DOMPurify has loaded', async () => {
    const { element, testing, client, server } = fresh();
    const container = document.createElement('div');
    container.innerHTML = server.renderToString(element(HTML));
    document.body.append(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    await testing.act(async () => {
      client.hydrateRoot(container, element(HTML));
    });
    await testing.waitFor(() =>
      expect(container.querySelector('img')?.hasAttribute('onerror')).toBe(false),
    );
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('Swatch');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });

  it('HTML that reaches it in the browser is never shown before it is sanitized', async () => {
    const { element, testing } = fresh();
    const view = testing.render(element(HTML));
    expect(testing.screen.getByTestId('prose').innerHTML).toBe('');
    const img = await testing.screen.findByAltText('Swatch');
    expect(img.hasAttribute('onerror')).toBe(false);
    view.unmount();
  });
});
