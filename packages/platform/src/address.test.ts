import {
  addressFormValues,
  addressLinesShape,
  checkoutAddress,
  EMPTY_ADDRESS_LINES,
  postalLines,
  type StoredAddress,
} from './address';

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
  const { postal_code, phone_number, notes, ...lines } = stored;
  expect(Object.keys(lines)).toHaveLength(7);
  expect(addressFormValues(stored)).toEqual({
    ...lines,
    zip_code: postal_code,
    phone: phone_number,
    order_notes: notes,
  });
  expect(checkoutAddress(stored)).toEqual({
    address: { ...lines, postal_code },
    phone: phone_number,
  });
});

test('an address form’s alike-named fields, each required with the spec’s message', () => {
  const shape = addressLinesShape((message) => ({ required: message }));
  expect(Object.keys(shape)).toEqual(Object.keys(EMPTY_ADDRESS_LINES));
  expect(shape.house_number).toEqual({ required: 'House number is required' });
});

test('an address written out: the street with its house number, then the place, then the country', () => {
  expect(postalLines(stored)).toEqual(['Elm Street 12', 'Springfield, IL 62701', 'United States']);
});
