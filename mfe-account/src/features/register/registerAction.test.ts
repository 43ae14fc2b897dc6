import { answer, postForm } from '../../test/postForm';

const newUser = { user_id: 'u9', name: 'new', email: 'new@example.com' };

test('a registration is sent as the form sends it, then home (303) with the toast', async () => {
  const received = answer('POST /api/auth/sign-up', 200, { data: [newUser] });
  expect(
    await postForm('/register', { email: ' new@example.com ', password: 'walnut-2025' }),
  ).toEqual({
    redirect: '/',
    flash: { kind: 'success', text: 'Account created! Login to get started.' },
  });
  expect(received).toEqual([
    { body: { email: 'new@example.com', password: 'walnut-2025' }, csrf: 'token-1' },
  ]);
});

test("the service's refusal (anything but 200) is the page again (422) with the spec's toast, the address kept", async () => {
  answer('POST /api/auth/sign-up', 201, { data: [newUser] });
  expect(
    await postForm('/register', { email: 'new@example.com', password: 'walnut-2025' }),
  ).toEqual({
    status: 422,
    values: { email: 'new@example.com' },
    errors: { '': 'Error occured. Please try again later' },
  });
});

test("what the form's schema refuses never reaches the service", async () => {
  const received = answer('POST /api/auth/sign-up', 200, { data: [newUser] });
  expect(await postForm('/register', { email: 'new@', password: '12345' })).toMatchObject({
    status: 422,
    values: { email: 'new@' },
    errors: { email: expect.any(String), password: 'Password must be at least 6 characters' },
  });
  expect(received).toEqual([]);
});
