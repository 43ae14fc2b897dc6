import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform } from '@sohnne/web-testing';
import { json, stubNetwork } from '../../test/network';
import { renderAt } from '../../test/render';
import { routes } from '../../routes';

const SENT =
  'If an account exists for that email address, we have sent a link to reset its password.';

describe('forgot password', () => {
  it('checks the e-mail, then shows the same answer whatever the address', async () => {
    const requests = stubNetwork({
      'POST /api/auth/forgot-password': () => json({ message: SENT }),
    });
    await renderAt('/forgot-password', createFakePlatform());
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(requests).toHaveLength(0);
    await events.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await events.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(SENT)).toBeTruthy();
    expect(await requests[0].json()).toEqual({ email: 'ada@example.com' });
  });

  it("shows the service's message when throttled", async () => {
    stubNetwork({
      'POST /api/auth/forgot-password': () =>
        json({ message: 'Too many password reset requests. Please try again later.' }, 429),
    });
    const platform = createFakePlatform();
    await renderAt('/forgot-password', platform);
    const events = userEvent.setup();
    await events.type(await screen.findByLabelText('Email address'), 'ada@example.com');
    await events.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() =>
      expect(platform.toasts.error).toHaveBeenCalledWith(
        'Too many password reset requests. Please try again later.',
      ),
    );
  });
});

describe('reset password', () => {
  it('needs 8 characters and a matching confirmation, then sets the password and goes to /login', async () => {
    const requests = stubNetwork({
      'POST /api/auth/reset-password': () =>
        json({ message: 'Your password has been reset. Please log in with the new password.' }),
    });
    const platform = createFakePlatform();
    await renderAt('/reset-password?token=abc123', platform);
    const events = userEvent.setup();
    await events.type(await screen.findByLabelText('New password'), 'short');
    await events.type(screen.getByLabelText('Confirm new password'), 'other');
    await events.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByText("Passwords don't match")).toBeTruthy();
    expect(requests).toHaveLength(0);

    await events.clear(screen.getByLabelText('New password'));
    await events.type(screen.getByLabelText('New password'), 'long-enough-1');
    await events.clear(screen.getByLabelText('Confirm new password'));
    await events.type(screen.getByLabelText('Confirm new password'), 'long-enough-1');
    await events.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(platform.navigation.navigate).toHaveBeenCalledWith('/login'));
    expect(platform.toasts.success).toHaveBeenCalledWith(
      'Your password has been reset. Please log in with the new password.',
    );
    expect(await requests[0].json()).toEqual({ token: 'abc123', password: 'long-enough-1' });
  });

  it('says when the link is used or expired', async () => {
    stubNetwork({
      'POST /api/auth/reset-password': () =>
        json({ message: ['This password reset link is invalid or has expired'] }, 400),
    });
    const platform = createFakePlatform();
    await renderAt('/reset-password?token=used', platform);
    const events = userEvent.setup();
    await events.type(await screen.findByLabelText('New password'), 'long-enough-1');
    await events.type(screen.getByLabelText('Confirm new password'), 'long-enough-1');
    await events.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() =>
      expect(platform.toasts.error).toHaveBeenCalledWith(
        'This password reset link is invalid or has expired',
      ),
    );
  });

  it('takes the token out of the address once read, and keeps it for the form', async () => {
    const requests = stubNetwork({
      'POST /api/auth/reset-password': () =>
        json({ message: 'Your password has been reset. Please log in with the new password.' }),
    });
    const platform = createFakePlatform();
    await renderAt('/reset-password?token=secret-42&utm_source=mail#top', platform);
    const events = userEvent.setup();
    await events.type(await screen.findByLabelText('New password'), 'long-enough-1');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/reset-password?utm_source=mail#top',
    );
    // Posted before or without scripts, the form carries the token itself (a field never echoed back).
    const form = screen.getByLabelText('New password').closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect((form.elements.namedItem('token') as HTMLInputElement).value).toBe('secret-42');
    await events.type(screen.getByLabelText('Confirm new password'), 'long-enough-1');
    await events.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(platform.navigation.navigate).toHaveBeenCalledWith('/login'));
    expect(await requests[0].json()).toEqual({ token: 'secret-42', password: 'long-enough-1' });
  });

  it('asks for no Referer from the page: its head says so, and the page server sends the policy', async () => {
    const reset = routes.find((route) => route.path === '/reset-password')!;
    const loaded = await reset.load!({
      params: {},
      pathname: '/reset-password',
      query: new URLSearchParams('token=abc123'),
      dispatch: () => undefined,
      platform: createFakePlatform(),
      server: true,
    });
    expect(loaded?.head?.referrer).toBe('no-referrer');
  });

  it('offers a new link when there is no token', async () => {
    await renderAt('/reset-password', createFakePlatform());
    expect(await screen.findByRole('link', { name: 'Ask for a new link' })).toBeTruthy();
  });
});
