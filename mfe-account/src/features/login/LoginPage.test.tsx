import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Platform } from '@sohnne/platform';
import { createFakePlatform } from '@sohnne/web-testing';
import { deferred, json, stubNetwork } from '../../test/network';
import { description, renderAt } from '../../test/render';

const user = { user_id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com' };

async function showLogin(platform: Platform) {
  await renderAt('/login', platform);
  return screen.findByLabelText('Username or email address');
}

async function fillAndSubmit(username: string, password: string) {
  const events = userEvent.setup();
  if (username) await events.type(screen.getByLabelText('Username or email address'), username);
  if (password) await events.type(screen.getByLabelText('Password'), password);
  await events.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginPage', () => {
  it('shows the form with tabs, title and the lost-password link, and reports the page shown', async () => {
    const platform = createFakePlatform();
    await showLogin(platform);
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Register' }).hasAttribute('aria-current')).toBe(false);
    expect(screen.getByRole('link', { name: 'Lost Your Password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(
      (screen.getByRole('checkbox', { name: 'Remember me' }) as HTMLInputElement).checked,
    ).toBe(false);
    await waitFor(() => expect(platform.pageLoad.done).toHaveBeenCalledTimes(1));
    expect(platform.navigation.setHead).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Login' }),
    );
  });

  it('requires a username and a password, inline and linked to the fields, without calling the server', async () => {
    const requests = stubNetwork({});
    await showLogin(createFakePlatform());
    await fillAndSubmit('', '');
    const username = screen.getByLabelText('Username or email address');
    expect(await screen.findByText('Username required')).toBeTruthy();
    expect(screen.getByText('Password required')).toBeTruthy();
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(description(username)).toBe('Username required');
    expect(description(screen.getByLabelText('Password'))).toBe('Password required');
    expect(requests).toHaveLength(0);
  });

  it('needs at least 2 characters of username or e-mail', async () => {
    const requests = stubNetwork({});
    await showLogin(createFakePlatform());
    await fillAndSubmit('a', 'secret');
    expect(await screen.findByText('Username or email must be at least 2 characters')).toBeTruthy();
    expect(screen.queryByText('Password required')).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('logs in: posts the credentials with the CSRF header, stores the user, refreshes the cart, toasts and goes home', async () => {
    document.cookie = 'sohnne_csrf=token-123';
    const pending = deferred();
    const requests = stubNetwork({ 'POST /api/login': () => pending.promise });
    const platform = createFakePlatform();
    await showLogin(platform);
    await fillAndSubmit('ada', 'secret');

    const button = screen.getByRole('button', { name: /Login/ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();

    pending.resolve(json({ success: true, data: { data: [user] } }));
    await waitFor(() => expect(platform.navigation.navigate).toHaveBeenCalledWith('/'));
    expect(platform.toasts.success).toHaveBeenCalledWith('Successfully logged in');
    expect(platform.session.set).toHaveBeenCalledWith(user);
    expect(platform.cart.refresh).toHaveBeenCalled();
    expect(requests).toHaveLength(1);
    expect(requests[0].headers.get('x-csrf-token')).toBe('token-123');
    expect(requests[0].credentials).toBe('include');
    expect(await requests[0].json()).toEqual({ email: 'ada', password: 'secret', remember: false });
    document.cookie = 'sohnne_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('sends remember: true when Remember me is ticked', async () => {
    const requests = stubNetwork({
      'POST /api/login': () => json({ success: true, data: { data: [user] } }),
    });
    const platform = createFakePlatform();
    await showLogin(platform);
    const events = userEvent.setup();
    await events.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await fillAndSubmit('ada@example.com', 'secret');
    await waitFor(() => expect(platform.navigation.navigate).toHaveBeenCalledWith('/'));
    expect(await requests[0].json()).toEqual({
      email: 'ada@example.com',
      password: 'secret',
      remember: true,
    });
  });

  it('shows "Invalid credentials" on 401 and stays on the form', async () => {
    stubNetwork({
      'POST /api/login': () => json({ statusCode: 401, message: 'Invalid credentials' }, 401),
    });
    const platform = createFakePlatform();
    await showLogin(platform);
    await fillAndSubmit('ada', 'wrong');
    await waitFor(() => expect(platform.toasts.error).toHaveBeenCalledWith('Invalid credentials'));
    expect(platform.session.set).not.toHaveBeenCalled();
    expect(platform.navigation.navigate).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Login' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it("shows the server's message when throttled (429)", async () => {
    stubNetwork({
      'POST /api/login': () =>
        json({ statusCode: 429, message: 'Too many login attempts, try again in a minute' }, 429),
    });
    const platform = createFakePlatform();
    await showLogin(platform);
    await fillAndSubmit('ada', 'secret');
    await waitFor(() =>
      expect(platform.toasts.error).toHaveBeenCalledWith(
        'Too many login attempts, try again in a minute',
      ),
    );
  });

  it.each([
    ['a server error', () => json({ statusCode: 500, message: 'Internal server error' }, 500)],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('shows a generic error on %s', async (_case, handler) => {
    stubNetwork({ 'POST /api/login': handler });
    const platform = createFakePlatform();
    await showLogin(platform);
    await fillAndSubmit('ada', 'secret');
    await waitFor(() =>
      expect(platform.toasts.error).toHaveBeenCalledWith('Something went wrong. Please try again.'),
    );
    expect(platform.session.set).not.toHaveBeenCalled();
  });

  it.each([
    ['/my-account/order?page=2', '/my-account/order?page=2'],
    ['https://evil.example/phish', '/'],
    ['//evil.example', '/'],
  ])(
    'after signing in goes to ?redirect=%s only when it is a shop path',
    async (target, expected) => {
      stubNetwork({ 'POST /api/login': () => json({ success: true, data: { data: [user] } }) });
      const platform = createFakePlatform();
      await renderAt(`/login?redirect=${encodeURIComponent(target)}`, platform);
      await screen.findByLabelText('Username or email address');
      await fillAndSubmit('ada', 'secret');
      await waitFor(() => expect(platform.navigation.navigate).toHaveBeenCalledWith(expected));
    },
  );
});
