import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Platform } from '@sohnne/platform';
import { createFakePlatform } from '@sohnne/web-testing';
import { json, stubNetwork } from '../../test/network';
import { description, renderAt } from '../../test/render';

const newUser = { user_id: 'u2', name: 'grace', email: 'grace@example.com' };

async function showRegister(platform: Platform) {
  await renderAt('/register', platform);
  return screen.findByLabelText('Email address');
}

async function fillAndSubmit(email: string, password: string) {
  const events = userEvent.setup();
  if (email) await events.type(screen.getByLabelText('Email address'), email);
  if (password) await events.type(screen.getByLabelText('Password'), password);
  await events.click(screen.getByRole('button', { name: 'Register' }));
}

describe('RegisterPage', () => {
  it('shows the form with tabs and the privacy notice, and reports the page shown', async () => {
    const platform = createFakePlatform();
    await showRegister(platform);
    expect(screen.getByRole('heading', { level: 1, name: 'Register' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(screen.getByText(/Your personal data will be used to process your orders/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe(
      '/privacy-policy',
    );
    await waitFor(() => expect(platform.pageLoad.done).toHaveBeenCalledTimes(1));
    expect(platform.navigation.setHead).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Register' }),
    );
  });

  it.each([
    ['missing', ''],
    ['invalid', 'not-an-email'],
  ])(
    'shows "Email required" for a %s e-mail and a short password, without calling the server',
    async (_case, email) => {
      const requests = stubNetwork({});
      await showRegister(createFakePlatform());
      await fillAndSubmit(email, '12345');
      expect(await screen.findByText('Email required')).toBeTruthy();
      expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
      expect(description(screen.getByLabelText('Email address'))).toBe('Email required');
      expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
      expect(requests).toHaveLength(0);
    },
  );

  it('registers: stores the signed-in user, refreshes the cart, toasts and goes home (no already-logged-in flash)', async () => {
    const requests = stubNetwork({ 'POST /api/auth/sign-up': () => json({ data: [newUser] }) });
    const platform = createFakePlatform();
    await showRegister(platform);
    await fillAndSubmit('grace@example.com', 'secret1');
    await waitFor(() => expect(platform.navigation.navigate).toHaveBeenCalledWith('/'));
    expect(platform.toasts.success).toHaveBeenCalledWith('Account created! Login to get started.');
    expect(platform.session.set).toHaveBeenCalledWith(newUser);
    expect(platform.cart.refresh).toHaveBeenCalled();
    expect(await requests[0].json()).toEqual({ email: 'grace@example.com', password: 'secret1' });
    expect(screen.queryByText(/You are already logged in/)).toBeNull();
  });

  it.each([
    [
      'a duplicate e-mail (409)',
      () => json({ statusCode: 409, message: 'Email already registered' }, 409),
    ],
    ['a non-200 success status', () => json({ data: [newUser] }, 201)],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('shows "Error occured. Please try again later" on %s', async (_case, handler) => {
    stubNetwork({ 'POST /api/auth/sign-up': handler });
    const platform = createFakePlatform();
    await showRegister(platform);
    await fillAndSubmit('grace@example.com', 'secret1');
    await waitFor(() =>
      expect(platform.toasts.error).toHaveBeenCalledWith('Error occured. Please try again later'),
    );
    expect(platform.session.set).not.toHaveBeenCalled();
    expect(platform.navigation.navigate).not.toHaveBeenCalled();
  });

  it('shows the already-logged-in screen to a signed-in customer, who can log out', async () => {
    const platform = createFakePlatform({
      user: { user_id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com' },
    });
    await renderAt('/register', platform);
    expect(await screen.findByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByText(/You are already logged in as/).textContent).toBe(
      'You are already logged in as Ada Lovelace.',
    );
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/',
    );
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe(
      '/collections',
    );
    expect(screen.queryByLabelText('Email address')).toBeNull();
    await waitFor(() => expect(platform.pageLoad.done).toHaveBeenCalledTimes(1));

    await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));
    expect(platform.session.logout).toHaveBeenCalled();
    expect(await screen.findByLabelText('Email address')).toBeTruthy();
  });
});
