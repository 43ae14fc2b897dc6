import { TestClient, TestService } from '@sohnne/service-kit/testing';
import { Types } from 'mongoose';
import { FakeCatalog, fakeProduct } from './fake-catalog';
import { addressForm, signUpCustomer, startAccountService } from './helpers';

/**
 * Customer A against customer B on every per-customer endpoint: A can neither read, change nor delete
 * B's profile, addresses or wishlist, and a visitor gets 401 everywhere.
 */
const catalog = new FakeCatalog();
const chair = fakeProduct(new Types.ObjectId().toString(), 'Lounge Chair', 1299);
let service: TestService;

beforeAll(async () => {
  const catalogUrl = await catalog.start();
  catalog.products.set(chair.id, chair);
  service = await startAccountService({ SIGNUP_RATE_LIMIT: '1000', CATALOG_URL: catalogUrl });
});

afterAll(async () => {
  await service?.stop();
  await catalog.stop();
});

async function customerWithData() {
  const customer = await signUpCustomer(service);
  const address = (
    await customer.client.post('/api/address/add-edit', {
      addressId: null,
      address: addressForm({ city: `City of ${customer.email}` }),
    })
  ).body.data;
  const second = (
    await customer.client.post('/api/address/add-edit', { addressId: null, address: addressForm() })
  ).body.data;
  const wish = (await customer.client.post('/api/wishlist', { product_id: chair.id })).body.data;
  return { ...customer, address, second, wish };
}

it("keeps customer A out of B's profile, addresses and wishlist", async () => {
  const a = await customerWithData();
  const b = await customerWithData();
  const profile = {
    first_name: 'Mallory',
    last_name: 'Intruder',
    display_name: 'Mallory',
    email: a.email,
    is_opt_in: false,
    current_password: '',
    new_password: '',
  };

  // Profile: B's id in the path is refused; A only ever sees A.
  expect((await a.client.put(`/api/account/${b.userId}`, profile)).status).toBe(403);
  expect((await a.client.get('/api/account/profile')).body.data.user_id).toBe(a.userId);

  // Addresses: B's ids are unknown to A.
  expect((await a.client.get(`/api/address/fetch-address/${b.address.id}`)).status).toBe(404);
  const edit = await a.client.put('/api/address/add-edit', {
    addressId: b.address.id,
    address: addressForm({ city: 'Hijacked' }),
  });
  expect(edit.status).toBe(404);
  expect((await a.client.put('/api/address/set-default', { id: b.second.id })).status).toBe(404);
  expect((await a.client.delete(`/api/address/delete-address/${b.address.id}`)).status).toBe(404);
  const aList = (await a.client.get('/api/address/fetch-address')).body.data;
  expect(aList.map((address: { id: string }) => address.id)).toEqual([a.address.id, a.second.id]);

  // Wishlist: B's entry cannot be removed by A, and A's lists hold only A's entry.
  expect((await a.client.delete(`/api/wishlist/${b.wish.wishlist_id}`)).status).toBe(404);
  expect(
    (await a.client.get('/api/wishlist/get')).body.data.map(
      (i: { wishlist_id: string }) => i.wishlist_id,
    ),
  ).toEqual([a.wish.wishlist_id]);
  expect((await a.client.get('/api/wishlist/ids')).body.data).toEqual([
    { wishlist_id: a.wish.wishlist_id, product_id: chair.id },
  ]);

  // B's data is untouched.
  expect((await b.client.get('/api/account/profile')).body.data).toMatchObject({
    first_name: '',
    email: b.email,
  });
  const bList = (await b.client.get('/api/address/fetch-address')).body.data;
  expect(bList).toEqual([b.address, b.second]);
  expect((await b.client.get('/api/wishlist/get')).body.data).toHaveLength(1);
});

it('answers 401 to a visitor on every per-customer endpoint', async () => {
  const b = await customerWithData();
  const visitor = new TestClient(service.url);
  const calls: [string, string, unknown?][] = [
    ['GET', '/api/account/profile'],
    [
      'PUT',
      `/api/account/${b.userId}`,
      { first_name: 'x', last_name: 'y', display_name: 'z', email: b.email },
    ],
    ['GET', '/api/address/fetch-address'],
    ['GET', `/api/address/fetch-address/${b.address.id}`],
    ['POST', '/api/address/add-edit', { addressId: null, address: addressForm() }],
    ['PUT', '/api/address/add-edit', { addressId: b.address.id, address: addressForm() }],
    ['PUT', '/api/address/set-default', { id: b.second.id }],
    ['DELETE', `/api/address/delete-address/${b.address.id}`],
    ['GET', '/api/address/places?q=Elm%20St%2C%20Springfield'],
    ['GET', '/api/wishlist/get'],
    ['GET', '/api/wishlist/ids'],
    ['POST', '/api/wishlist', { product_id: chair.id }],
    ['DELETE', `/api/wishlist/${b.wish.wishlist_id}`],
  ];
  for (const [method, path, body] of calls) {
    const response = await visitor.request(method, path, body);
    expect({ method, path, status: response.status }).toEqual({ method, path, status: 401 });
  }
  expect((await b.client.get('/api/address/fetch-address')).body.data).toHaveLength(2);
  expect((await b.client.get('/api/wishlist/get')).body.data).toHaveLength(1);
});

it('refuses a session ended by logout on the new endpoints', async () => {
  const a = await customerWithData();
  const cookie = a.client.cookie('sohnne_session')!;
  await a.client.post('/api/logout');
  const replay = new TestClient(service.url);
  replay.setCookie('sohnne_session', cookie);
  expect((await replay.get('/api/address/fetch-address')).status).toBe(401);
  expect((await replay.get('/api/wishlist/get')).status).toBe(401);
  expect((await replay.get('/api/account/profile')).status).toBe(401);
});

describe('GET /api/address/places (offline provider: no PLACES_API_KEY here)', () => {
  it('suggests city, state, zip and country for the street field', async () => {
    const { client } = await signUpCustomer(service);
    const response = await client.get('/api/address/places?q=742%20Elm%20St%2C%20springfield%20il');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual([
      {
        label: '742 Elm St, Springfield, IL 62701, United States',
        street: '742 Elm St',
        city: 'Springfield',
        state: 'IL',
        zip: '62701',
        country: 'United States',
      },
    ]);
  });

  it('answers 400 for a missing, one-letter or unknown query parameter', async () => {
    const { client } = await signUpCustomer(service);
    for (const query of ['', '?q=a', '?q=elm&x=1']) {
      expect((await client.get(`/api/address/places${query}`)).status).toBe(400);
    }
  });
});

it('lists the manual books to everyone (they are not per customer)', async () => {
  const response = await new TestClient(service.url).get('/api/account/manuals');
  expect(response.status).toBe(200);
  expect(response.body).toEqual({ data: [] }); // this database is not seeded; see seed.e2e.test.ts
});
