import { act, screen } from '@testing-library/react';
import { theme } from '@sohnne/ui';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { PlaceOrder, SCRIPTS_NEEDED, SCRIPTS_OFF } from './PlaceOrder';

const themed = (ui: ReactElement) => <ThemeProvider theme={theme}>{ui}</ThemeProvider>;

test('from the server the submit is disabled, described by why; a noscript says what to do with scripts off', () => {
  const html = renderToString(themed(<PlaceOrder submitting={false} />));
  document.body.innerHTML = html;
  const button = screen.getByRole('button', { name: 'Place order' }) as HTMLButtonElement;
  expect(button.disabled).toBe(true);
  expect(button.type).toBe('submit');
  expect(screen.getByRole('note').textContent).toBe(SCRIPTS_NEEDED);
  expect(document.getElementById(button.getAttribute('aria-describedby')!)!.textContent).toBe(
    SCRIPTS_NEEDED,
  );
  expect(html).toMatch(/<noscript>.*JavaScript is turned off in this browser/);
  expect(SCRIPTS_NEEDED).toMatch(/^Card payment needs JavaScript: /);
  expect(SCRIPTS_OFF).toContain('Turn JavaScript on to pay by card');
});

test('hydrated, the same markup matches first, then the submit is enabled and the sentence goes', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(themed(<PlaceOrder submitting={false} />));
  document.body.replaceChildren(container);
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, themed(<PlaceOrder submitting={false} />), {
      onRecoverableError: (error) => mismatches.push(error),
    });
  });
  expect(mismatches).toEqual([]);
  const button = screen.getByRole('button', { name: 'Place order' }) as HTMLButtonElement;
  expect(button.disabled).toBe(false);
  expect(screen.queryByText(SCRIPTS_NEEDED)).toBeNull();
});
