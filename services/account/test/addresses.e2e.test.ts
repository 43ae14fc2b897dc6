import { TestClient, TestService } from '@sohnne/service-kit/testing';
import { addressForm, signUpCustomer, startAccountService } from './helpers';

let service: TestService;

beforeAll(async () => {
  service = await startAccountService({ SIGNUP_RATE_LIMIT: '1000' });
});

afterAll(async () => {
  await service?.stop();
});

async function create(client: TestClient, overrides: Record<string, unknown> = {}) {
  const response = await client.post('/api/address/add-edit', {
    addressId: null,
    address: addressForm(overrides),
  });
  expect(response.status).toBe(201);
  return response.body.data;
}

const defaults = async (client: TestClient) =>
  (await client.get('/api/address/fetch-address')).body.data
    .filter((address: { is_default: boolean }) => address.is_default)
    .map((address: { id: string }) => address.id);

describe('address book', () => {
  it('creates with the form names mapped to the stored ones, and the first becomes the default', async () => {
    const { client } = await signUpCustomer(service);
    expect((await client.get('/api/address/fetch-address')).body).toEqual({ data: [] });
    const first = await create(client);
    expect(first).toEqual({
      id: expect.any(String),
      name: 'Dana Miller',
      first_name: 'Dana',
      last_name: 'Miller',
      street_address: 'Elm Street',
      house_number: '742',
      city: 'Springfield',
      state: 'IL',
      postal_code: '62701',
      country: 'United States',
      phone_number: '+1 217 555 0100',
      notes: 'Ring twice',
      is_default: true,
    });
    const second = await create(client, { first_name: 'Sam', order_notes: undefined });
    expect(second).toMatchObject({ name: 'Sam Miller', notes: '', is_default: false });
    expect((await client.get(`/api/address/fetch-address/${second.id}`)).body.data).toEqual(second);
    expect(await defaults(client)).toEqual([first.id]);
  });

  it('sets another default, keeping exactly one, and lists the default first', async () => {
    const { client } = await signUpCustomer(service);
    const first = await create(client);
    const second = await create(client, { city: 'Chicago' });
    const response = await client.put('/api/address/set-default', { id: second.id });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ id: second.id, is_default: true });
    const list = (await client.get('/api/address/fetch-address')).body.data;
    expect(list.map((address: { id: string }) => address.id)).toEqual([second.id, first.id]);
    expect(await defaults(client)).toEqual([second.id]);
    // Setting it again changes nothing.
    await client.put('/api/address/set-default', { id: second.id });
    expect(await defaults(client)).toEqual([second.id]);
  });

  it('makes another address the default when the default is deleted', async () => {
    const { client } = await signUpCustomer(service);
    const first = await create(client);
    const second = await create(client);
    const third = await create(client);
    const deleted = await client.delete(`/api/address/delete-address/${first.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true });
    expect(await defaults(client)).toEqual([second.id]);
    await client.delete(`/api/address/delete-address/${third.id}`);
    expect(await defaults(client)).toEqual([second.id]);
    await client.delete(`/api/address/delete-address/${second.id}`);
    expect((await client.get('/api/address/fetch-address')).body.data).toEqual([]);
    expect((await client.delete(`/api/address/delete-address/${second.id}`)).status).toBe(404);
  });

  it('keeps exactly one default under concurrent creates and set-defaults', async () => {
    const { client } = await signUpCustomer(service);
    const created = await Promise.all(
      Array.from({ length: 5 }, (_, index) => create(client, { house_number: String(index + 1) })),
    );
    expect(await defaults(client)).toHaveLength(1);
    const answers = await Promise.all(
      created.map((address) => client.put('/api/address/set-default', { id: address.id })),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(await defaults(client)).toHaveLength(1);
  });

  it('refuses a 21st address with 409', async () => {
    const { client } = await signUpCustomer(service);
    for (let i = 0; i < 20; i++) await create(client);
    const response = await client.post('/api/address/add-edit', {
      addressId: null,
      address: addressForm(),
    });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('You can save at most 20 addresses');
  });

  it('edits with PUT (200), keeping the default flag', async () => {
    const { client } = await signUpCustomer(service);
    const first = await create(client);
    const response = await client.put('/api/address/add-edit', {
      addressId: first.id,
      address: addressForm({
        city: 'Shelbyville',
        zip_code: '62565',
        phone: '555',
        order_notes: '',
      }),
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      id: first.id,
      city: 'Shelbyville',
      postal_code: '62565',
      phone_number: '555',
      notes: '',
      is_default: true,
    });
  });

  it.each([
    ['first_name', 'First name is required'],
    ['last_name', 'Last name is required'],
    ['street_address', 'Street address is required'],
    ['city', 'City is required'],
    ['zip_code', 'Zip code is required'],
    ['country', 'Country is required'],
    ['state', 'State is required'],
    ['phone', 'Phone is required'],
    ['house_number', 'House number is required'],
  ])('requires %s: "%s", missing or blank', async (field, message) => {
    const { client } = await signUpCustomer(service);
    for (const value of [undefined, '   ', 42]) {
      const response = await client.post('/api/address/add-edit', {
        addressId: null,
        address: addressForm({ [field]: value }),
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toEqual([message]);
    }
    expect((await client.get('/api/address/fetch-address')).body.data).toEqual([]);
  });

  it('reports every missing field at once, and accepts no order notes', async () => {
    const { client } = await signUpCustomer(service);
    const response = await client.post('/api/address/add-edit', { addressId: null, address: {} });
    expect(response.status).toBe(400);
    expect(response.body.message).toHaveLength(9);
    await create(client, { order_notes: undefined });
  });

  it('refuses unknown fields, a missing address and mixed-up addressIds', async () => {
    const { client } = await signUpCustomer(service);
    const first = await create(client);
    const unknown = await client.post('/api/address/add-edit', {
      addressId: null,
      address: addressForm({ is_default: true }),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toEqual(['property is_default should not exist']);
    expect((await client.post('/api/address/add-edit', { addressId: null })).status).toBe(400);
    const postWithId = await client.post('/api/address/add-edit', {
      addressId: first.id,
      address: addressForm(),
    });
    expect(postWithId.status).toBe(400);
    const putWithoutId = await client.put('/api/address/add-edit', {
      addressId: null,
      address: addressForm(),
    });
    expect(putWithoutId.status).toBe(400);
    expect((await client.put('/api/address/set-default', { id: 'nope' })).status).toBe(400);
    expect((await client.get('/api/address/fetch-address/not-an-id')).status).toBe(404);
  });
});
