import { answer, postForm } from '../../test/postForm';

const user = { user_id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com' };

test('a sign-in is sent as the form sends it, then back where ?redirect= says (303) with the toast', async () => {
  const received = answer('POST /api/login', 200, { success: true, data: { data: [user] } });
  expect(
    await postForm('/login?redirect=%2Fmy-account%2Fwishlist', {
      username: ' ada@example.com ',
      password: 'secret',
      remember: 'on',
    }),
  ).toEqual({
    redirect: '/my-account/wishlist',
    flash: { kind: 'success', text: 'Successfully logged in' },
  });
  expect(received).toEqual([
    { body: { email: 'ada@example.com', password: 'secret', remember: true }, csrf: 'token-1' },
  ]);
});

test('a redirect to another site is the home page (the same safeRedirect as the page); an unticked box is false', async () => {
  const received = answer('POST /api/login', 200, { success: true, data: { data: [user] } });
  expect(
    await postForm('/login?redirect=%2F%2Fevil.example', { username: 'ada', password: 'secret' }),
  ).toMatchObject({ redirect: '/' });
  expect(received[0].body).toMatchObject({ remember: false });
});

test("a wrong password is the page again (422) with the spec's message as its toast, never the password", async () => {
  answer('POST /api/login', 401, { statusCode: 401, message: 'Unauthorized' });
  expect(await postForm('/login', { username: 'ada', password: 'wrong-secret' })).toEqual({
    status: 422,
    values: { username: 'ada', remember: false },
    errors: { '': 'Invalid credentials' },
  });
  answer('POST /api/login', 429, { message: 'Too many login attempts. Wait 5 minutes.' });
  expect(await postForm('/login', { username: 'ada', password: 'x' })).toMatchObject({
    errors: { '': 'Too many login attempts. Wait 5 minutes.' },
  });
});

test("what the form's schema refuses never reaches the service: each message under its field", async () => {
  const received = answer('POST /api/login', 200, {});
  expect(await postForm('/login', { username: 'a', password: '' })).toMatchObject({
    status: 422,
    errors: {
      username: 'Username or email must be at least 2 characters',
      password: 'Password required',
    },
  });
  expect(received).toEqual([]);
});
