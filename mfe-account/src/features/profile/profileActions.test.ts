import { ada, adaProfile } from '../../test/customer';
import { answer, postForm } from '../../test/postForm';

const user = ada;
const profile = adaProfile;
const FIELDS = {
  first_name: ' Augusta ',
  last_name: 'Lovelace',
  display_name: 'Augusta Ada',
  email: 'ada@example.com',
  is_opt_in: 'on',
  current_password: '',
  new_password: '',
  confirmNewPassword: '',
};

describe('account details', () => {
  beforeEach(() => answer('GET /api/account/profile', 200, { data: profile }));

  test('the details are saved as the form saves them, then the page again (303) with the toast', async () => {
    const received = answer('PUT /api/account/u1', 200, { data: { data: profile } });
    expect(await postForm('/my-account/edit-account', FIELDS, user)).toEqual({
      redirect: '/my-account/edit-account',
      flash: { kind: 'success', text: 'Profile updated successfully' },
    });
    expect(received).toEqual([
      {
        body: {
          first_name: 'Augusta',
          last_name: 'Lovelace',
          display_name: 'Augusta Ada',
          email: 'ada@example.com',
          is_opt_in: true,
          current_password: '',
          new_password: '',
        },
        csrf: 'token-1',
      },
    ]);
  });

  test("the service's refusal is the page's toast (422): what was typed kept, never a password", async () => {
    answer('PUT /api/account/u1', 400, { message: 'Current password is incorrect' });
    const fields = {
      ...FIELDS,
      current_password: 'old',
      new_password: 'new-password',
      confirmNewPassword: 'new-password',
    };
    expect(await postForm('/my-account/edit-account', fields, user)).toEqual({
      status: 422,
      values: {
        first_name: 'Augusta',
        last_name: 'Lovelace',
        display_name: 'Augusta Ada',
        email: 'ada@example.com',
        is_opt_in: true,
      },
      errors: { '': 'Current password is incorrect' },
    });
    answer('PUT /api/account/u1', 500, {});
    expect(await postForm('/my-account/edit-account', FIELDS, user)).toMatchObject({
      errors: { '': 'Failed to update profile' },
    });
  });

  test("the form's rules are the saved address's: the current password alone confirms a new address only", async () => {
    const received = answer('PUT /api/account/u1', 200, { data: { data: profile } });
    expect(
      await postForm('/my-account/edit-account', { ...FIELDS, current_password: 'old' }, user),
    ).toMatchObject({
      status: 422,
      errors: {
        new_password: 'All password fields must be filled to change password',
        confirmNewPassword: 'All password fields must be filled to change password',
      },
    });
    expect(received).toEqual([]);
    expect(
      await postForm(
        '/my-account/edit-account',
        { ...FIELDS, email: 'augusta@example.com', current_password: 'old' },
        user,
      ),
    ).toMatchObject({ redirect: '/my-account/edit-account' });
  });

  test('a visitor, or a customer whose session ended, signs in first and comes back', async () => {
    expect(await postForm('/my-account/edit-account', FIELDS)).toEqual({
      redirect: '/login?redirect=%2Fmy-account%2Fedit-account',
    });
    answer('PUT /api/account/u1', 401, {});
    expect(await postForm('/my-account/edit-account', FIELDS, user)).toEqual({
      redirect: '/login?redirect=%2Fmy-account%2Fedit-account',
    });
  });
});

describe('confirm e-mail', () => {
  test('the token from the hidden field is sent, then the account details (303) saying the new address', async () => {
    const received = answer('POST /api/account/confirm-email', 200, {
      email: 'augusta@example.com',
    });
    expect(await postForm('/confirm-email', { token: 'link-token-7' })).toEqual({
      redirect: '/my-account/edit-account',
      flash: { kind: 'success', text: 'Your e-mail address is now augusta@example.com.' },
    });
    expect(received).toEqual([{ body: { token: 'link-token-7' }, csrf: 'token-1' }]);
  });

  test('a used or expired link is the page again (422) with the reason as its toast; the token never echoed', async () => {
    answer('POST /api/account/confirm-email', 400, {});
    expect(await postForm('/confirm-email', { token: 'link-token-7' })).toEqual({
      status: 422,
      values: {},
      errors: { '': 'This confirmation link is invalid or has expired' },
    });
  });
});
