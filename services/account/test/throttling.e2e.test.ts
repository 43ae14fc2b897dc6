import { TestClient, TestService } from '@sohnne/service-kit/testing';
import { startAccountService, uniqueEmail, usersCollection } from './helpers';

let service: TestService;

beforeAll(async () => {
  service = await startAccountService({
    LOGIN_RATE_LIMIT: '3',
    LOGIN_RATE_LIMIT_PER_IP: '6',
    SIGNUP_RATE_LIMIT: '2',
  });
});

afterAll(async () => {
  await service?.stop();
});

const client = () => new TestClient(service.url);

it('answers 429 after too many login attempts for one username, and only for that username', async () => {
  const email = uniqueEmail();
  const shopper = client();
  expect((await shopper.post('/api/auth/sign-up', { email, password: 'secret-pass' })).status).toBe(
    200,
  );

  for (let attempt = 0; attempt < 3; attempt++) {
    const response = await shopper.post('/api/login', {
      email,
      password: 'wrong-guess',
      remember: false,
    });
    expect(response.status).toBe(401);
  }
  const blocked = await shopper.post('/api/login', {
    email: email.toUpperCase(),
    password: 'secret-pass',
    remember: false,
  });
  expect(blocked.status).toBe(429);
  expect(blocked.body).toMatchObject({
    statusCode: 429,
    message: 'Too many login attempts. Please try again in a minute.',
  });

  const otherUser = await shopper.post('/api/login', {
    email: uniqueEmail(),
    password: 'anything',
    remember: false,
  });
  expect(otherUser.status).toBe(401);
});

it('counts attempts per account, whether the e-mail or the username is typed', async () => {
  const email = uniqueEmail('both');
  const shopper = client();
  const via = { headers: { 'x-forwarded-for': '198.51.100.20' } };
  const signUp = await shopper.request(
    'POST',
    '/api/auth/sign-up',
    { email, password: 'secret-pass' },
    via,
  );
  expect(signUp.status).toBe(200);
  const { username } = (await usersCollection(service).findOne({ email }))!;
  for (let attempt = 0; attempt < 3; attempt++) {
    const login = { email, password: 'wrong-guess', remember: false };
    expect((await shopper.request('POST', '/api/login', login, via)).status).toBe(401);
  }
  const byUsername = await shopper.request(
    'POST',
    '/api/login',
    { email: username, password: 'secret-pass', remember: false },
    via,
  );
  expect(byUsername.status).toBe(429);
  expect(byUsername.headers.get('retry-after')).toMatch(/^\d+$/);
});

it('counts attempts per client address, which a rotating X-Forwarded-For does not change', async () => {
  const shopper = client();
  // The edge (one trusted hop) appends the address it saw; whatever the client wrote before it is ignored.
  const from = (address: string, attempt: number) => ({
    headers: { 'x-forwarded-for': `203.0.113.${attempt}, ${address}` },
  });
  const attempt = (address: string, n: number) =>
    shopper.request(
      'POST',
      '/api/login',
      { email: uniqueEmail('spray'), password: 'guess', remember: false },
      from(address, n),
    );
  for (let n = 0; n < 6; n++) expect((await attempt('198.51.100.30', n)).status).toBe(401);
  expect((await attempt('198.51.100.30', 99)).status).toBe(429);
  expect((await attempt('198.51.100.31', 1)).status).toBe(401);
});

it('answers 429 after too many sign-ups from one address', async () => {
  const shopper = client();
  // The first test used one sign-up of the two allowed.
  expect(
    (await shopper.post('/api/auth/sign-up', { email: uniqueEmail(), password: 'secret-pass' }))
      .status,
  ).toBe(200);
  const blocked = await shopper.post('/api/auth/sign-up', {
    email: uniqueEmail(),
    password: 'secret-pass',
  });
  expect(blocked.status).toBe(429);
  expect(blocked.body.message).toBe('Too many sign-up attempts. Please try again in a minute.');
});
