import { TestClient, TestService } from '@sohnne/service-kit/testing';
import {
  sessionSetCookie,
  startAccountService,
  tokenClaims,
  uniqueEmail,
  usersCollection,
} from './helpers';

let service: TestService;

beforeAll(async () => {
  // Plenty of sign-ups from one IP here; throttling has its own test file.
  service = await startAccountService({ SIGNUP_RATE_LIMIT: '1000' });
});

afterAll(async () => {
  await service?.stop();
});

const client = () => new TestClient(service.url);

async function signUp(email = uniqueEmail(), password = 'secret-pass') {
  const shopper = client();
  const response = await shopper.post('/api/auth/sign-up', { email, password });
  expect(response.status).toBe(200);
  return { shopper, email, password, user: response.body.data[0], response };
}

describe('operations', () => {
  it('reports the database in /health', async () => {
    const response = await client().get('/health');
    expect(response.status).toBe(200);
    expect(response.body.info.database.status).toBe('up');
  });
});

describe('POST /api/auth/sign-up', () => {
  it('creates the customer and logs in with a browser-session cookie', async () => {
    const email = uniqueEmail('new.customer');
    const { shopper, user, response } = await signUp(email);
    expect(response.body).toEqual({
      data: [{ user_id: expect.any(String), name: email.split('@')[0], email }],
    });

    const cookie = sessionSetCookie(response.headers)!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Max-Age|Expires/i);

    const session = await shopper.get('/api/session');
    expect(session.body).toEqual({ user });
  });

  it('stores a scrypt hash, not the password, and a username from the e-mail', async () => {
    const email = uniqueEmail('Hash.Check');
    await signUp(email.toUpperCase(), 'plain-text-secret');
    const stored = await usersCollection(service).findOne({ email: email.toLowerCase() });
    expect(stored).not.toBeNull();
    expect(stored!.password_hash).toMatch(
      /^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/,
    );
    expect(stored!.password_hash).not.toContain('plain-text-secret');
    expect(stored!.username).toBe(email.split('@')[0].toLowerCase());
    expect(stored!.created_at).toBeInstanceOf(Date);
  });

  it('makes usernames unique with a numeric suffix', async () => {
    const local = `twin${Date.now().toString(36)}`;
    await signUp(`${local}@one.example`);
    await signUp(`${local}@two.example`);
    await signUp(`${local}@three.example`);
    const names = await usersCollection(service)
      .find({
        email: { $in: [`${local}@one.example`, `${local}@two.example`, `${local}@three.example`] },
      })
      .toArray();
    expect(names.map((user) => user.username).sort()).toEqual([local, `${local}2`, `${local}3`]);
  });

  it('answers the generic failure for an e-mail already registered, whatever its case (no oracle)', async () => {
    const { email } = await signUp();
    const response = await client().post('/api/auth/sign-up', {
      email: email.toUpperCase(),
      password: 'another-one',
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      statusCode: 400,
      message: 'Error occured. Please try again later',
    });
  });

  it('refuses passwords over 128 characters before hashing them', async () => {
    const huge = 'p'.repeat(60 * 1024);
    const signUpResponse = await client().post('/api/auth/sign-up', {
      email: `long${Date.now().toString(36)}@example.com`,
      password: huge,
    });
    expect(signUpResponse.status).toBe(400);
    expect(signUpResponse.body.message).toEqual(['Password must be at most 128 characters']);
    const login = await client().post('/api/login', { email: 'demo@sohnne.test', password: huge });
    expect(login.status).toBe(400);
  });

  it.each([
    [{ password: 'secret-pass' }, ['Email required']],
    [{ email: 'not-an-email', password: 'secret-pass' }, ['Email required']],
    [{ email: 'ok@example.com', password: '12345' }, ['Password must be at least 6 characters']],
    [{ email: 'ok@example.com' }, ['Password must be at least 6 characters']],
  ])('answers 400 with the form message for %j', async (body, messages) => {
    const response = await client().post('/api/auth/sign-up', body);
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(messages);
  });

  it('refuses unknown fields and writes nothing', async () => {
    const users = usersCollection(service);
    const before = await users.countDocuments();
    const response = await client().post('/api/auth/sign-up', {
      email: uniqueEmail(),
      password: 'secret-pass',
      role: 'admin',
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(['property role should not exist']);
    expect(await users.countDocuments()).toBe(before);
  });
});

describe('POST /api/login', () => {
  it('logs in by e-mail, case-insensitively', async () => {
    const { email, password, user } = await signUp(uniqueEmail('Mixed.Case'));
    const shopper = client();
    const response = await shopper.post('/api/login', {
      email: `  ${email.toUpperCase()} `,
      password,
      remember: false,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, data: { data: [user] } });
    expect((await shopper.get('/api/session')).body).toEqual({ user });
  });

  it('logs in by username', async () => {
    const { email, password, user } = await signUp();
    const response = await client().post('/api/login', {
      email: email.split('@')[0],
      password,
      remember: false,
    });
    expect(response.status).toBe(200);
    expect(response.body.data.data).toEqual([user]);
  });

  it('answers 401 Invalid credentials for a wrong password or an unknown user', async () => {
    const { email } = await signUp();
    const wrong = await client().post('/api/login', {
      email,
      password: 'not-the-password',
      remember: false,
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ statusCode: 401, message: 'Invalid credentials' });
    expect(sessionSetCookie(wrong.headers)).toBeUndefined();

    const unknown = await client().post('/api/login', {
      email: uniqueEmail(),
      password: 'whatever',
      remember: false,
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toMatchObject({ statusCode: 401, message: 'Invalid credentials' });
  });

  it.each([
    [{ password: 'secret-pass' }, { email: ['Username required'] }],
    [{ email: '   ', password: 'secret-pass' }, { email: ['Username required'] }],
    [
      { email: 'a', password: 'secret-pass' },
      { email: ['Username or email must be at least 2 characters'] },
    ],
    [{ email: 'dana' }, { password: ['Password required'] }],
    [{ email: 'dana', password: '' }, { password: ['Password required'] }],
    [{}, { email: ['Username required'], password: ['Password required'] }],
  ])('answers 400 with the form messages for %j', async (body, expected) => {
    const response = await client().post('/api/login', body);
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(Object.values(expected).flat());
  });

  it('refuses unknown fields', async () => {
    const { email, password } = await signUp();
    const response = await client().post('/api/login', {
      email,
      password,
      remember: true,
      admin: true,
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(['property admin should not exist']);
  });

  it("gives a 30-day cookie and token with 'remember me'", async () => {
    const { email, password } = await signUp();
    const response = await client().post('/api/login', { email, password, remember: true });
    const cookie = sessionSetCookie(response.headers)!;
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(cookie).toMatch(/Expires=/);
    const claims = tokenClaims(decodeURIComponent(cookie.split(';')[0].split('=')[1]));
    expect(Number(claims.exp) - Number(claims.iat)).toBe(30 * 24 * 3600);
    // ids only: the token is readable base64, personal data stays out of it
    expect(claims).toEqual({
      sub: response.body.data.data[0].user_id,
      sid: expect.any(String),
      iat: expect.any(Number),
      exp: expect.any(Number),
    });
    expect(decodeURIComponent(cookie)).not.toContain(
      Buffer.from(email).toString('base64url').slice(0, 8),
    );
  });

  it("gives a browser-session cookie and a 12-hour token without 'remember me'", async () => {
    const { email, password } = await signUp();
    const response = await client().post('/api/login', { email, password, remember: false });
    const cookie = sessionSetCookie(response.headers)!;
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
    const claims = tokenClaims(decodeURIComponent(cookie.split(';')[0].split('=')[1]));
    expect(Number(claims.exp) - Number(claims.iat)).toBe(12 * 3600);
  });

  it('refuses a POST without the CSRF header', async () => {
    const { email, password } = await signUp();
    const shopper = client();
    await shopper.get('/health');
    const response = await shopper.request(
      'POST',
      '/api/login',
      { email, password },
      { csrf: false },
    );
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('Invalid or missing CSRF token');
  });
});

describe('sessions and logout', () => {
  it('answers user null without a cookie or with a forged one, never 401', async () => {
    expect((await client().get('/api/session')).body).toEqual({ user: null });
    const forged = client();
    forged.setCookie('sohnne_session', 'not.a.token');
    const response = await forged.get('/api/session');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ user: null });
  });

  it('guards /api/account/me', async () => {
    const { shopper, user } = await signUp();
    expect((await shopper.get('/api/account/me')).body).toEqual(user);
    expect((await client().get('/api/account/me')).status).toBe(401);
  });

  it('revokes the session on logout, so the old cookie is useless', async () => {
    const { email, password, user } = await signUp();
    const shopper = client();
    await shopper.post('/api/login', { email, password, remember: true });
    const oldCookie = shopper.cookie('sohnne_session')!;
    expect(oldCookie).toBeTruthy();

    const logout = await shopper.post('/api/logout');
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ success: true });
    expect(sessionSetCookie(logout.headers)).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(shopper.cookie('sohnne_session')).toBeUndefined();

    const replay = client();
    replay.setCookie('sohnne_session', oldCookie);
    expect((await replay.get('/api/session')).body).toEqual({ user: null });
    expect((await replay.get('/api/account/me')).status).toBe(401);

    // Another login of the same customer is unaffected.
    const again = client();
    await again.post('/api/login', { email, password, remember: false });
    expect((await again.get('/api/account/me')).body).toEqual(user);
  });

  it('tells the other services (internal look-up) that a session ended at logout', async () => {
    const { shopper, user } = await signUp();
    const claims = tokenClaims(shopper.cookie('sohnne_session')!);
    const lookup = () =>
      client().get(
        `/internal/sessions/${encodeURIComponent(String(claims.sid))}?user=${user.user_id}`,
      );
    expect((await lookup()).body).toEqual({ active: true });
    expect(
      (
        await client().get(
          `/internal/sessions/${encodeURIComponent(String(claims.sid))}?user=0123456789abcdef01234567`,
        )
      ).body,
    ).toEqual({ active: false });
    await shopper.post('/api/logout');
    expect((await lookup()).body).toEqual({ active: false });
    expect((await client().get('/internal/sessions/unknown?user=x')).body).toEqual({
      active: false,
    });
  });

  it('issues a CSRF token bound to the new session at login and to the visitor at logout', async () => {
    const { email, password } = await signUp();
    const shopper = client();
    await shopper.get('/api/session');
    const visitorToken = shopper.cookie('sohnne_csrf');
    await shopper.post('/api/login', { email, password, remember: false });
    const sessionToken = shopper.cookie('sohnne_csrf');
    expect(sessionToken).not.toBe(visitorToken);
    // the browser's next call works with what the login answer set, without another round trip
    expect((await shopper.post('/api/logout')).status).toBe(200);
    expect(shopper.cookie('sohnne_csrf')).not.toBe(sessionToken);
    // the session-bound token is worth nothing without its session cookie
    const replay = client();
    await replay.get('/api/session');
    replay.setCookie('sohnne_csrf', sessionToken!);
    const refused = await replay.post('/api/logout');
    expect(refused.status).toBe(403);
  });

  it('logs out with GET too, and answers success when not logged in', async () => {
    const { shopper } = await signUp();
    const oldCookie = shopper.cookie('sohnne_session')!;
    const logout = await shopper.request('GET', '/api/logout', undefined, {
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ success: true });

    const replay = client();
    replay.setCookie('sohnne_session', oldCookie);
    expect((await replay.get('/api/account/me')).status).toBe(401);

    const visitor = client();
    expect((await visitor.post('/api/logout')).body).toEqual({ success: true });
    expect((await visitor.get('/api/logout')).body).toEqual({ success: true });
  });

  it('does not end the session on a GET logout sent by another site', async () => {
    const { shopper, user } = await signUp();
    const attempts: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { referer: 'https://evil.example/page' },
      {},
    ];
    for (const headers of attempts) {
      const logout = await shopper.request('GET', '/api/logout', undefined, { headers });
      expect(logout.status).toBe(200);
      expect((await shopper.get('/api/account/me')).body).toEqual(user);
    }
  });
});

describe('transport headers', () => {
  it('sends no HSTS over plain http (COOKIE_SECURE off)', async () => {
    const response = await client().get('/health');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('bad JSON bodies', () => {
  it('answers 400 to a deeply nested body instead of failing in validation', async () => {
    const nested = JSON.parse('{"a":'.repeat(2000) + '1' + '}'.repeat(2000));
    const response = await client().post('/api/login', nested);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('The request body is nested deeper than 16 levels');
  });

  it('refuses __proto__ and constructor keys like any unknown field', async () => {
    for (const key of ['__proto__', 'constructor']) {
      // raw text: JSON.stringify would not send a __proto__ key
      const raw = `{"email":"demo@sohnne.test","password":"SohnneDemo2025!","${key}":{"admin":true}}`;
      const shopper = client();
      await shopper.get('/health');
      const csrf = shopper.cookie('sohnne_csrf')!;
      const direct = await fetch(`${service.url}/api/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: `sohnne_csrf=${csrf}`,
          'x-csrf-token': csrf,
        },
        body: raw,
      });
      expect(direct.status).toBe(400);
      expect(((await direct.json()) as { message: string }).message).toBe(
        `The request body may not contain the key ${key}`,
      );
    }
  });

  it('answers 413 to a body over 100 KB', async () => {
    const response = await client().post('/api/login', {
      email: 'x'.repeat(200 * 1024),
      password: 'p',
    });
    expect(response.status).toBe(413);
  });
});
