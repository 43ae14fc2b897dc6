import { ada } from '../../test/customer';
import { answer, postForm } from '../../test/postForm';

const user = ada;
const FIELDS = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  street_address: '1 Main St',
  house_number: '4B',
  city: 'Springfield',
  state: 'IL',
  zip_code: '62701',
  country: 'United States',
  phone: '+1 217 555 0100',
  order_notes: ' ring twice ',
};
const ADDRESS = { ...FIELDS, order_notes: 'ring twice' };

test('a new address is created (POST), then the list (303) with the toast', async () => {
  const received = answer('POST /api/address/add-edit', 201, {});
  expect(await postForm('/my-account/edit-address/shipping', FIELDS, user)).toEqual({
    redirect: '/my-account/edit-address',
    flash: { kind: 'success', text: 'Address successfully created' },
  });
  expect(received).toEqual([{ body: { addressId: null, address: ADDRESS }, csrf: 'token-1' }]);
});

test('an address is edited (PUT) under the id of its path', async () => {
  const received = answer('PUT /api/address/add-edit', 200, {});
  expect(await postForm('/my-account/edit-address/a2', FIELDS, user)).toEqual({
    redirect: '/my-account/edit-address',
    flash: { kind: 'success', text: 'Address successfully updated' },
  });
  expect(received).toEqual([{ body: { addressId: 'a2', address: ADDRESS }, csrf: 'token-1' }]);
});

test("each refusal is the page's toast (422) as the hydrated form says it; an ended session signs in again", async () => {
  answer('POST /api/address/add-edit', 409, {});
  expect(await postForm('/my-account/edit-address/shipping', FIELDS, user)).toEqual({
    status: 422,
    values: ADDRESS,
    errors: { '': 'Unexpected response status: 409' },
  });
  answer('POST /api/address/add-edit', 503, {});
  expect(await postForm('/my-account/edit-address/shipping', FIELDS, user)).toMatchObject({
    errors: { '': 'Something went wrong' },
  });
  answer('POST /api/address/add-edit', 401, {});
  expect(await postForm('/my-account/edit-address/shipping', FIELDS, user)).toEqual({
    redirect: '/login?redirect=%2Fmy-account%2Fedit-address%2Fshipping',
  });
});

test("an address the form's schema refuses is under its fields; nothing is sent", async () => {
  const received = answer('POST /api/address/add-edit', 201, {});
  expect(
    await postForm('/my-account/edit-address/shipping', { ...FIELDS, city: ' ', phone: '' }, user),
  ).toMatchObject({
    status: 422,
    errors: { city: 'City is required', phone: 'Phone is required' },
  });
  expect(received).toEqual([]);
});
