import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { Platform } from './contract';
import { PlatformContext } from './index';
import { SanitizedHtml } from './rich-text';

// A service's HTML with what a sanitizer removes (an event handler attribute).
const HTML = '<p>Linen <img src="/media/a.webp" alt="Swatch" onerror="window.hacked = 1"></p>';
const platform = { navigation: { navigate: jest.fn() } } as unknown as Platform;

function prose(html: string, loadPurify: () => Promise<(html: string) => string>) {
  return (
    <PlatformContext.Provider value={platform}>
      <SanitizedHtml html={html} loadPurify={loadPurify} data-testid="prose" />
    </PlatformContext.Provider>
  );
}
const stripHandlers = () => Promise.resolve((html: string) => html.replace(/\son\w+="[^"]*"/g, ''));

describe('SanitizedHtml', () => {
  it('hydrates the server HTML as it came, without a mismatch and without loading the sanitizer', async () => {
    const loadPurify = jest.fn(stripHandlers);
    const container = document.createElement('div');
    container.innerHTML = renderToString(prose(HTML, loadPurify));
    document.body.append(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, prose(HTML, loadPurify));
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('Swatch');
    expect(loadPurify).not.toHaveBeenCalled();
    container.remove();
  });

  it('HTML that first reaches it in the browser is shown only sanitized', async () => {
    const loadPurify = jest.fn(stripHandlers);
    const { rerender } = render(prose(HTML, loadPurify));
    expect(screen.getByTestId('prose').innerHTML).toBe('');
    await waitFor(() => expect(screen.getByAltText('Swatch').hasAttribute('onerror')).toBe(false));
    rerender(prose(HTML.replace('Linen', 'Velvet'), loadPurify));
    expect(screen.getByTestId('prose').textContent).toBe('Velvet ');
    expect(screen.getByAltText('Swatch').hasAttribute('onerror')).toBe(false);
  });

  it('by default sanitizes with DOMPurify', async () => {
    render(
      <PlatformContext.Provider value={platform}>
        <SanitizedHtml html={HTML} data-testid="prose" />
      </PlatformContext.Provider>,
    );
    await waitFor(() => expect(screen.getByAltText('Swatch').hasAttribute('onerror')).toBe(false));
  });
});
