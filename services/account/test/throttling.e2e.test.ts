import { TestClient, TestService } from '@sohnne/service-kit/testing';
import { startAccountService, uniqueEmail } from './helpers';

let service: TestService;

beforeAll(async () => {
  service = await startAccountService({
    LOGIN_RATE_LIMIT: '3',
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
