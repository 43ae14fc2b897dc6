import { addressFormValues, checkoutAddress, type StoredAddress } from './address';

const stored: StoredAddress = {
  first_name: 'Ada',
  last_name: 'Wren',
  street_address: 'Elm Street',
  house_number: '12',
  city: 'Springfield',
  state: 'IL',
  postal_code: '62701',
  country: 'US',
  phone_number: '+1 217 555 0100',
  notes: 'Ring twice',
};

test('a saved address in the form’s names and in checkout’s', () => {
  expect(addressFormValues(stored)).toEqual({
    first_name: 'Ada',
    last_name: 'Wren',
    street_address: 'Elm Street',
    house_number: '12',
    city: 'Springfield',
    state: 'IL',
    zip_code: '62701',
    country: 'US',
    phone: '+1 217 555 0100',
    order_notes: 'Ring twice',
  });
  expect(checkoutAddress(stored)).toMatchObject({ postal_code: '62701', phone: '+1 217 555 0100' });
  expect(checkoutAddress(stored)).not.toHaveProperty('notes');
});
