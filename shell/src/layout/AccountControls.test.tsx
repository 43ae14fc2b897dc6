import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { stubFetch } from '../../test/fetch';
import { renderInShell } from '../../test/render-shell';
import { AccountControls } from './AccountControls';

describe('AccountControls', () => {
  it("a visitor sees 'Login', which navigates in the page and tells the caller", () => {
    const onNavigate = jest.fn();
    renderInShell(<AccountControls onNavigate={onNavigate} />);
    const login = screen.getByRole('link', { name: 'Login' });
    expect(login.getAttribute('href')).toBe('/login');
    expect(fireEvent.click(login)).toBe(false);
    expect(window.location.pathname).toBe('/login');
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it("a customer sees his name and 'Logout', which signs him out", async () => {
    const onNavigate = jest.fn();
    const { shell } = renderInShell(<AccountControls onNavigate={onNavigate} />);
    stubFetch({
      'GET /api/wishlist/ids': { body: { data: [] } },
      'GET /api/cart': { body: { lines: [], count: 0, subtotal: 0 } },
    });
    await act(async () =>
      shell.platform.session.set({ user_id: 'u1', name: 'Ada Lovelace', email: 'ada@sohnne.test' }),
    );
    expect(screen.getByText('Ada Lovelace').getAttribute('title')).toBe('Ada Lovelace');
    const stub = stubFetch({
      'POST /api/logout': { body: { success: true } },
      'GET /api/cart': { body: { lines: [], count: 0, subtotal: 0 } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy());
    expect(stub.calls.map((call) => `${call.method} ${call.url}`)).toContain('POST /api/logout');
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });
});
