import { TestClient, TestService } from '@sohnne/service-kit/testing';
import { Types } from 'mongoose';
import { FakeCatalog, fakeProduct } from './fake-catalog';
import { signUpCustomer, startAccountService } from './helpers';

const catalog = new FakeCatalog();
let service: TestService;

const chair = fakeProduct(new Types.ObjectId().toString(), 'Lounge Chair', 1299, 999);
const lamp = fakeProduct(new Types.ObjectId().toString(), 'Arc Lamp', 450);

beforeAll(async () => {
  const catalogUrl = await catalog.start();
  catalog.products.set(chair.id, chair);
  catalog.products.set(lamp.id, lamp);
  service = await startAccountService({
    SIGNUP_RATE_LIMIT: '1000',
    CATALOG_URL: catalogUrl,
    // Long enough for a loaded CI machine's answers; the hanging-catalog test waits it out once.
    CATALOG_TIMEOUT_MS: '2000',
  });
});

afterAll(async () => {
  await service?.stop();
  await catalog.stop();
});

beforeEach(() => {
  catalog.up = true;
  catalog.hangs = false;
  catalog.products.set(chair.id, chair);
  catalog.products.set(lamp.id, lamp);
});

const add = (client: TestClient, productId: string) =>
  client.post('/api/wishlist', { product_id: productId });

describe('wishlist', () => {
  it('adds a product with its catalog summary, once', async () => {
    const { client } = await signUpCustomer(service);
    const first = await add(client, chair.id);
    expect(first.status).toBe(200);
    const item = {
      wishlist_id: expect.any(String),
      product_id: chair.id,
      name: 'Lounge Chair',
      slug: 'lounge-chair',
      smallImageUrl: '/media/products/lounge-chair-1.svg',
      price: 1299,
      discount_price: 999,
      is_discount: true,
      pay_price: 999,
      was_price: 1299,
      available: true,
    };
    expect(first.body).toEqual({ data: item });
    const again = await add(client, chair.id);
    expect(again.body.data.wishlist_id).toBe(first.body.data.wishlist_id);
    await add(client, lamp.id);

    const list = await client.get('/api/wishlist/get');
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      {
        ...item,
        wishlist_id: expect.any(String),
        product_id: lamp.id,
        name: 'Arc Lamp',
        slug: 'arc-lamp',
        smallImageUrl: '/media/products/arc-lamp-1.svg',
        price: 450,
        discount_price: null,
        is_discount: false,
        pay_price: 450,
        was_price: null,
      },
      { ...item, wishlist_id: first.body.data.wishlist_id },
    ]);
    expect((await client.get('/api/wishlist/ids')).body).toEqual({
      data: [
        { wishlist_id: list.body.data[0].wishlist_id, product_id: lamp.id },
        { wishlist_id: first.body.data.wishlist_id, product_id: chair.id },
      ],
    });
  });

  it("reads today's prices from the catalog, and the snapshot when the catalog is down", async () => {
    const { client } = await signUpCustomer(service);
    await add(client, chair.id);
    catalog.products.set(chair.id, {
      ...chair,
      price: 1399,
      discount_price: null,
      is_discount: false,
      pay_price: 1399,
      was_price: null,
    });
    const fresh = (await client.get('/api/wishlist/get')).body.data[0];
    expect(fresh).toMatchObject({
      price: 1399,
      discount_price: null,
      is_discount: false,
      pay_price: 1399,
      was_price: null,
      available: true,
    });

    catalog.up = false;
    const fallback = await client.get('/api/wishlist/get');
    expect(fallback.status).toBe(200);
    expect(fallback.body.data[0]).toMatchObject({
      name: 'Lounge Chair',
      price: 1299,
      discount_price: 999,
      is_discount: true,
      pay_price: 999,
      was_price: 1299,
      available: true,
    });
    // Adding needs the catalog's summary.
    const refused = await add(client, lamp.id);
    expect(refused.status).toBe(503);
  });

  it('falls back to the snapshot when the catalog does not answer in time', async () => {
    const { client } = await signUpCustomer(service);
    await add(client, lamp.id);
    catalog.hangs = true;
    const started = Date.now();
    const list = await client.get('/api/wishlist/get');
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([expect.objectContaining({ price: 450, available: true })]);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('shows a product the catalog no longer has as unavailable', async () => {
    const { client } = await signUpCustomer(service);
    await add(client, lamp.id);
    catalog.products.delete(lamp.id);
    const list = await client.get('/api/wishlist/get');
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      expect.objectContaining({
        product_id: lamp.id,
        name: 'Arc Lamp',
        price: 450,
        available: false,
      }),
    ]);
  });

  it('refuses unknown and malformed products', async () => {
    const { client } = await signUpCustomer(service);
    const unknown = await add(client, new Types.ObjectId().toString());
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Product not found');
    const malformed = await add(client, 'chair');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toEqual(['product_id must be a product id']);
    expect((await client.get('/api/wishlist/get')).body).toEqual({ data: [] });
  });

  it('removes an entry, and then it is gone', async () => {
    const { client } = await signUpCustomer(service);
    const { wishlist_id } = (await add(client, chair.id)).body.data;
    const removed = await client.delete(`/api/wishlist/${wishlist_id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ success: true });
    expect((await client.get('/api/wishlist/get')).body).toEqual({ data: [] });
    expect((await client.delete(`/api/wishlist/${wishlist_id}`)).status).toBe(404);
    expect((await client.delete('/api/wishlist/not-an-id')).status).toBe(404);
  });

  it('answers from the stored list without calling the catalog when the list is empty', async () => {
    const { client } = await signUpCustomer(service);
    const before = catalog.lookups.length;
    expect((await client.get('/api/wishlist/get')).body).toEqual({ data: [] });
    expect(catalog.lookups.length).toBe(before);
  });
});
