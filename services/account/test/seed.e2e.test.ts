import { readFileSync } from 'node:fs';
import path from 'node:path';
import { seedPart, TestClient, TestService } from '@sohnne/service-kit/testing';
import { startAccountService } from './helpers';

const accountSeed = seedPart('account') as ReturnType<typeof seedPart> & { DEMO_USER_ID: string };

let service: TestService;

beforeAll(async () => {
  // No catalog here: the wishlist shows the seeded snapshots.
  service = await startAccountService({
    CATALOG_URL: 'http://127.0.0.1:9',
    CATALOG_TIMEOUT_MS: '300',
  });
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

it('seeds two addresses (one default), a wishlist of four catalog products and the manual books', async () => {
  await accountSeed.seed(service.db);
  await accountSeed.seed(service.db);
  const demo = new TestClient(service.url);
  await demo.post('/api/login', { email: 'demo@sohnne.test', password: 'SohnneDemo2025!' });

  const addresses = (await demo.get('/api/address/fetch-address')).body.data;
  expect(addresses).toHaveLength(2);
  expect(addresses.map((a: { is_default: boolean }) => a.is_default)).toEqual([true, false]);
  expect(addresses[0]).toMatchObject({
    name: 'Dana Miller',
    city: 'Springfield',
    postal_code: '62704',
  });

  const catalogSeed = seedPart('catalog') as ReturnType<typeof seedPart> & {
    productDocs(): { _id: { toString(): string }; slug: string }[];
  };
  const catalogIds = new Set(catalogSeed.productDocs().map((product) => product._id.toString()));
  const wishlist = (await demo.get('/api/wishlist/get')).body.data;
  expect(wishlist).toHaveLength(4);
  expect(wishlist.every((item: { product_id: string }) => catalogIds.has(item.product_id))).toBe(
    true,
  );
  // The catalogue is down here, so these are the seeded snapshots: the sale as the catalogue publishes it.
  expect(wishlist[0]).toMatchObject({
    slug: 'egg-chair-jacobsen-style-replica',
    smallImageUrl: expect.stringMatching(/^\/media\/products\/.+\.svg$/),
    price: 1299,
    discount_price: 1099,
    is_discount: true,
    pay_price: 1099,
    was_price: 1299,
    available: true,
  });

  const manuals = (await new TestClient(service.url).get('/api/account/manuals')).body.data;
  expect(manuals).toHaveLength(3);
  const mediaDir = path.join(__dirname, '..', '..', '..', 'infra', 'seed');
  for (const manual of manuals) {
    expect(manual.url).toMatch(/^\/media\/manuals\/[a-z-]+\.pdf$/);
    const pdf = readFileSync(path.join(mediaDir, manual.url));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toMatch(/%%EOF/);
    expect(pdf.toString('latin1')).toContain(manual.title.slice(0, 10));
    expect(readFileSync(path.join(mediaDir, manual.image.url), 'utf8')).toMatch(/^<svg /);
    expect(manual.image).toMatchObject({ width: 600, height: 800 });
  }
});
