import { TestClient, TestService } from '@sohnne/service-kit/testing';
import { signUpCustomer, startAccountService } from './helpers';

let service: TestService;

beforeAll(async () => {
  service = await startAccountService({ SIGNUP_RATE_LIMIT: '1000' });
});

afterAll(async () => {
  await service?.stop();
});

const profile = (email: string, overrides: Record<string, unknown> = {}) => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  display_name: 'Ada L.',
  email,
  is_opt_in: true,
  current_password: '',
  new_password: '',
  ...overrides,
});

async function login(email: string, password: string) {
  const client = new TestClient(service.url);
  const response = await client.post('/api/login', { email, password, remember: false });
  return { client, status: response.status };
}

describe('GET /api/account/profile and PUT /api/account/{user_id}', () => {
  it('saves the names and opt-in, answers data.data, and the session shows the new name', async () => {
    const { client, email, userId } = await signUpCustomer(service);
    expect((await client.get('/api/account/profile')).body).toEqual({
      data: {
        user_id: userId,
        first_name: '',
        last_name: '',
        display_name: '',
        email,
        is_opt_in: false,
        pending_email: null,
      },
    });
    const response = await client.put(`/api/account/${userId}`, profile(email));
    expect(response.status).toBe(200);
    const saved = {
      user_id: userId,
      first_name: 'Ada',
      last_name: 'Lovelace',
      display_name: 'Ada L.',
      email,
      is_opt_in: true,
      pending_email: null,
    };
    expect(response.body).toEqual({ data: { data: saved } });
    expect((await client.get('/api/account/profile')).body).toEqual({ data: saved });
    expect((await client.get('/api/session')).body.user).toEqual({
      user_id: userId,
      name: 'Ada L.',
      email,
    });
  });

  it.each([
    [{ first_name: '  ' }, 'First name is required'],
    [{ last_name: undefined }, 'Last name is required'],
    [{ display_name: '' }, 'Display name is required'],
    [{ email: 'not-an-email' }, 'Invalid email address'],
    [{ new_password: 'long-enough-1' }, 'All password fields must be filled to change password'],
    [{ current_password: 'secret-pass' }, 'All password fields must be filled to change password'],
    [
      { current_password: 'secret-pass', new_password: 'short' },
      'New password must be at least 8 characters',
    ],
  ])('answers 400 for %j with "%s"', async (overrides, message) => {
    const { client, email, userId } = await signUpCustomer(service);
    const response = await client.put(`/api/account/${userId}`, profile(email, overrides));
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual([message]);
  });

  it('changes the password only with the right current one, and ends the other sessions', async () => {
    const { client, email, password, userId } = await signUpCustomer(service);
    const other = await login(email, password);
    expect(other.status).toBe(200);

    const wrong = await client.put(
      `/api/account/${userId}`,
      profile(email, { current_password: 'not-my-password', new_password: 'brand-new-pass' }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toEqual(['Current password is incorrect']);
    expect((await login(email, 'brand-new-pass')).status).toBe(401);
    expect((await other.client.get('/api/account/profile')).status).toBe(200);

    const changed = await client.put(
      `/api/account/${userId}`,
      profile(email, { current_password: password, new_password: 'brand-new-pass' }),
    );
    expect(changed.status).toBe(200);
    // The session that changed it stays; the other one is over.
    expect((await client.get('/api/account/profile')).status).toBe(200);
    expect((await other.client.get('/api/account/profile')).status).toBe(401);
    expect((await login(email, password)).status).toBe(401);
    expect((await login(email, 'brand-new-pass')).status).toBe(200);
  });

  it("refuses another customer's user_id with 403 and a visitor with 401", async () => {
    const a = await signUpCustomer(service);
    const b = await signUpCustomer(service);
    const response = await a.client.put(`/api/account/${b.userId}`, profile(b.email));
    expect(response.status).toBe(403);
    expect((await b.client.get('/api/account/profile')).body.data.first_name).toBe('');
    const visitor = new TestClient(service.url);
    expect((await visitor.put(`/api/account/${b.userId}`, profile(b.email))).status).toBe(401);
    expect((await visitor.get('/api/account/profile')).status).toBe(401);
  });

  it('refuses unknown fields', async () => {
    const { client, email, userId } = await signUpCustomer(service);
    const response = await client.put(
      `/api/account/${userId}`,
      profile(email, { confirmNewPassword: '', password_hash: 'x' }),
    );
    expect(response.status).toBe(400);
  });
});
