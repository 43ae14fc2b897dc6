import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform } from '@sohnne/web-testing';
import { json, stubNetwork } from '../../test/network';
import { renderAt } from '../../test/render';
import { routes } from '../../routes';

const user = { user_id: 'u1', name: 'Ada', email: 'ada@example.com' };
const CONFIRM = 'Confirm my new e-mail address';

describe('ConfirmEmailPage', () => {
  it('changes nothing on opening; the button sends the token, taken out of the address, and says the new address', async () => {
    const requests = stubNetwork({
      'POST /api/account/confirm-email': () => json({ email: 'augusta@example.com' }),
    });
    const platform = createFakePlatform({ user });
    await renderAt('/confirm-email?token=link-token-7', platform);
    const button = await screen.findByRole('button', { name: CONFIRM });
    expect(requests).toHaveLength(0);
    expect(window.location.search).toBe('');
    const { head } = (await routes.find((route) => route.path === '/confirm-email')!.load!({
      params: {},
      pathname: '/confirm-email',
      query: new URLSearchParams(),
      dispatch: () => undefined,
      platform,
      server: true,
    }))!;
    expect(head?.referrer).toBe('no-referrer');
    // Without scripts the button posts its form to the page's action, with the token and the CSRF field.
    const form = button.closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect((form.elements.namedItem('token') as HTMLInputElement).value).toBe('link-token-7');
    expect(form.elements.namedItem('_csrf')).not.toBeNull();

    await userEvent.setup().click(button);
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your e-mail address is now augusta@example.com.',
    );
    expect(await requests[0].json()).toEqual({ token: 'link-token-7' });
    expect(platform.session.refresh).toHaveBeenCalled();
  });

  it("says so when the link is used, expired or the address was taken meanwhile (the service's 400)", async () => {
    stubNetwork({
      'POST /api/account/confirm-email': () =>
        json({ message: ['This confirmation link is invalid or has expired'] }, 400),
    });
    const platform = createFakePlatform();
    await renderAt('/confirm-email?token=used', platform);
    await userEvent.setup().click(await screen.findByRole('button', { name: CONFIRM }));
    await waitFor(() =>
      expect(platform.toasts.error).toHaveBeenCalledWith(
        'This confirmation link is invalid or has expired',
      ),
    );
    expect(platform.session.refresh).not.toHaveBeenCalled();
  });

  it('offers the account details without a token', async () => {
    await renderAt('/confirm-email', createFakePlatform());
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('button', { name: CONFIRM })).toBeNull();
  });
});
