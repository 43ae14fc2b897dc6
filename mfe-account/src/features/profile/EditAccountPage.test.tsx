import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform } from '@sohnne/web-testing';
import { ada, adaProfile } from '../../test/customer';
import { json, stubNetwork } from '../../test/network';
import { renderAt } from '../../test/render';

const user = ada;
const profile = adaProfile;

async function showForm(routes: Parameters<typeof stubNetwork>[0] = {}) {
  const requests = stubNetwork({
    'GET /api/account/profile': () => json({ data: profile }),
    ...routes,
  });
  const platform = createFakePlatform({ user });
  await renderAt('/my-account/edit-account', platform);
  await screen.findByLabelText('First name');
  return { platform, requests, events: userEvent.setup() };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const save = (events: ReturnType<typeof userEvent.setup>) =>
  events.click(screen.getByRole('button', { name: 'Save changes' }));

describe('EditAccountPage', () => {
  it('prefills the form from the profile inside the account layout', async () => {
    await showForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Account details' })).toBeTruthy();
    expect(field('First name').value).toBe('Ada');
    expect(field('Last name').value).toBe('Lovelace');
    expect(field('Display name').value).toBe('Ada');
    expect(field('Email address').value).toBe('ada@example.com');
    expect(
      screen
        .getByRole('link', { name: 'Account details', hidden: true })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('shows every message of the spec under its field without calling the server', async () => {
    const { events, requests } = await showForm();
    await events.clear(field('First name'));
    await events.clear(field('Last name'));
    await events.clear(field('Display name'));
    await events.clear(field('Email address'));
    await events.type(field('Email address'), 'nope');
    await events.type(field('Current password (leave blank to leave unchanged)'), 'old-secret');
    await save(events);
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(screen.getByText('Display name is required')).toBeTruthy();
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(
      screen.getAllByText('All password fields must be filled to change password'),
    ).toHaveLength(2);
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it('checks the new password length and its confirmation', async () => {
    const { events } = await showForm();
    await events.type(field('Current password (leave blank to leave unchanged)'), 'old-secret');
    await events.type(field('New password (leave blank to leave unchanged)'), 'short');
    await events.type(field('Confirm new password'), 'other');
    await save(events);
    expect(await screen.findByText('New password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByText("Passwords don't match")).toBeTruthy();
  });

  it('saves: PUT with the profile fields, toast, header name through the session, form reset to the answer', async () => {
    const saved = {
      ...profile,
      first_name: 'Augusta',
      display_name: 'Augusta Ada',
      is_opt_in: true,
    };
    const { events, platform, requests } = await showForm({
      'PUT /api/account/u1': () => json({ data: { data: saved } }),
    });
    await events.clear(field('First name'));
    await events.type(field('First name'), 'Augusta');
    await events.clear(field('Display name'));
    await events.type(field('Display name'), 'Augusta Ada');
    await events.click(screen.getByRole('checkbox'));
    await events.type(field('Current password (leave blank to leave unchanged)'), 'old-secret');
    await events.type(field('New password (leave blank to leave unchanged)'), 'new-secret-1');
    await events.type(field('Confirm new password'), 'new-secret-1');
    await save(events);
    await waitFor(() =>
      expect(platform.toasts.success).toHaveBeenCalledWith('Profile updated successfully'),
    );
    expect(platform.session.set).toHaveBeenCalledWith({
      user_id: 'u1',
      name: 'Augusta Ada',
      email: 'ada@example.com',
    });
    const put = requests.find((request) => request.method === 'PUT')!;
    expect(await put.json()).toEqual({
      first_name: 'Augusta',
      last_name: 'Lovelace',
      display_name: 'Augusta Ada',
      email: 'ada@example.com',
      is_opt_in: true,
      current_password: 'old-secret',
      new_password: 'new-secret-1',
    });
    expect(field('New password (leave blank to leave unchanged)').value).toBe('');
    expect(field('Display name').value).toBe('Augusta Ada');
  });

  it('a new e-mail address waits for its link: the form keeps the current one and says where the link went', async () => {
    const saved = { ...profile, pending_email: 'augusta@example.com' };
    const { events, platform, requests } = await showForm({
      'PUT /api/account/u1': () => json({ data: { data: saved } }),
    });
    await events.clear(field('Email address'));
    await events.type(field('Email address'), 'augusta@example.com');
    // The current password alone confirms a new address: no password change asked for.
    await events.type(field('Current password (leave blank to leave unchanged)'), 'old-secret');
    await save(events);
    await waitFor(() =>
      expect(platform.toasts.success).toHaveBeenCalledWith('Profile updated successfully'),
    );
    expect((await requests.find((request) => request.method === 'PUT')!.json()).email).toBe(
      'augusta@example.com',
    );
    expect(field('Email address').value).toBe('ada@example.com');
    expect(screen.getByRole('status').textContent).toBe(
      'We have sent a link to augusta@example.com. Your e-mail address changes to it once you open that link; until then it stays ada@example.com.',
    );
    expect(platform.session.set).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'ada@example.com' }),
    );
  });

  it("says 'Failed to update profile' and resets the form when the save fails", async () => {
    const { events, platform } = await showForm({
      'PUT /api/account/u1': () => json({ statusCode: 500, message: 'Internal server error' }, 500),
    });
    await events.clear(field('First name'));
    await events.type(field('First name'), 'Changed');
    await save(events);
    await waitFor(() =>
      expect(platform.toasts.error).toHaveBeenCalledWith('Failed to update profile'),
    );
    expect(field('First name').value).toBe('Ada');
    expect(platform.session.set).not.toHaveBeenCalled();
  });

  it("shows the service's reason for a refused change (a wrong current password)", async () => {
    const { events, platform } = await showForm({
      'PUT /api/account/u1': () =>
        json({ statusCode: 400, message: ['Current password is incorrect'] }, 400),
    });
    await events.type(field('Current password (leave blank to leave unchanged)'), 'wrong-one');
    await events.type(field('New password (leave blank to leave unchanged)'), 'new-secret-1');
    await events.type(field('Confirm new password'), 'new-secret-1');
    await save(events);
    await waitFor(() =>
      expect(platform.toasts.error).toHaveBeenCalledWith('Current password is incorrect'),
    );
  });

  it('logs out on a 401', async () => {
    const { events, platform } = await showForm({
      'PUT /api/account/u1': () => json({ statusCode: 401, message: 'Unauthorized' }, 401),
    });
    await save(events);
    await waitFor(() => expect(platform.session.logout).toHaveBeenCalled());
    expect(platform.toasts.error).not.toHaveBeenCalled();
  });
});
