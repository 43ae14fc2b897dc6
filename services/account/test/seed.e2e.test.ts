import { seedPart, TestClient, TestService } from '@sohnne/service-kit/testing';
import { startAccountService } from './helpers';

const accountSeed = seedPart('account') as ReturnType<typeof seedPart> & { DEMO_USER_ID: string };

let service: TestService;

beforeAll(async () => {
  service = await startAccountService();
});

afterAll(async () => {
  await service?.stop();
});

it('seeds the demo customer idempotently, and the demo customer can log in', async () => {
  const { db } = service;
  expect(accountSeed.dbName).toBe(db.databaseName);
  await accountSeed.seed(db);
  await accountSeed.seed(db);
  expect(await db.collection('users').countDocuments({ email: 'demo@sohnne.test' })).toBe(1);

  const demo = {
    user_id: accountSeed.DEMO_USER_ID,
    name: 'Dana Miller',
    email: 'demo@sohnne.test',
  };
  const byEmail = await new TestClient(service.url).post('/api/login', {
    email: 'demo@sohnne.test',
    password: 'SohnneDemo2025!',
    remember: true,
  });
  expect(byEmail.status).toBe(200);
  expect(byEmail.body).toEqual({ success: true, data: { data: [demo] } });

  const shopper = new TestClient(service.url);
  const byUsername = await shopper.post('/api/login', {
    email: 'demo',
    password: 'SohnneDemo2025!',
    remember: false,
  });
  expect(byUsername.status).toBe(200);
  expect((await shopper.get('/api/account/me')).body).toEqual(demo);
});
