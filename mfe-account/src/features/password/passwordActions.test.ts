import { answer, postForm } from '../../test/postForm';

const SENT =
  'If an account exists for that email address, we have sent a link to reset its password.';

describe('forgot password', () => {
  test("a request is sent, then the page again (303) with the service's answer", async () => {
    const received = answer('POST /api/auth/forgot-password', 200, { message: SENT });
    expect(await postForm('/forgot-password', { email: ' ada@example.com ' })).toEqual({
      redirect: '/forgot-password',
      flash: { kind: 'success', text: SENT },
    });
    expect(received).toEqual([{ body: { email: 'ada@example.com' }, csrf: 'token-1' }]);
  });

  test("the service's refusals are the page's toast (422), as the hydrated page says them", async () => {
    answer('POST /api/auth/forgot-password', 429, { message: 'Too many requests. Try later.' });
    expect(await postForm('/forgot-password', { email: 'ada@example.com' })).toEqual({
      status: 422,
      values: { email: 'ada@example.com' },
      errors: { '': 'Too many requests. Try later.' },
    });
    answer('POST /api/auth/forgot-password', 500, {});
    expect(await postForm('/forgot-password', { email: 'ada@example.com' })).toMatchObject({
      errors: { '': 'Something went wrong. Please try again.' },
    });
  });

  test("an address the form's schema refuses is under its field; nothing is sent", async () => {
    const received = answer('POST /api/auth/forgot-password', 200, { message: SENT });
    expect(await postForm('/forgot-password', { email: 'ada@' })).toMatchObject({
      status: 422,
      errors: { email: 'Invalid email address' },
    });
    expect(received).toEqual([]);
  });
});

describe('reset password', () => {
  const FIELDS = { token: 'link-token-1', password: 'second-pass', confirmation: 'second-pass' };

  test('the new password is sent with the token from the hidden field, then sign in (303) with the toast', async () => {
    const received = answer('POST /api/auth/reset-password', 200, { message: 'Password changed.' });
    expect(await postForm('/reset-password', FIELDS)).toEqual({
      redirect: '/login',
      flash: { kind: 'success', text: 'Password changed.' },
    });
    expect(received).toEqual([
      { body: { token: 'link-token-1', password: 'second-pass' }, csrf: 'token-1' },
    ]);
  });

  test("a used or expired link is the page again (422) with the service's reason; no token or password echoed", async () => {
    answer('POST /api/auth/reset-password', 400, { message: 'This link has already been used' });
    expect(await postForm('/reset-password', FIELDS)).toEqual({
      status: 422,
      values: {},
      errors: { '': 'This link has already been used' },
    });
    answer('POST /api/auth/reset-password', 400, {});
    expect(await postForm('/reset-password', FIELDS)).toMatchObject({
      errors: { '': 'This password reset link is invalid or has expired' },
    });
  });

  test("passwords the form's schema refuses never reach the service", async () => {
    const received = answer('POST /api/auth/reset-password', 200, { message: 'Password changed.' });
    expect(
      await postForm('/reset-password', { ...FIELDS, password: 'short', confirmation: 'other' }),
    ).toEqual({
      status: 422,
      values: {},
      errors: {
        password: 'Password must be at least 8 characters',
        confirmation: "Passwords don't match",
      },
    });
    expect(received).toEqual([]);
  });
});
