import 'reflect-metadata';
import { ADDRESS_REQUIRED } from '@sohnne/platform/src/address';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { ADDRESS_FIELD_MESSAGES, AddressFieldsDto } from '../src/address-fields.dto';

const filled = {
  first_name: 'Dana',
  last_name: 'Miller',
  street_address: 'Elm Street',
  house_number: '742',
  city: 'Springfield',
  state: 'IL',
  country: 'US',
};

describe('AddressFieldsDto', () => {
  it('says what the browser says for each field, letter for letter', () => {
    expect(ADDRESS_FIELD_MESSAGES).toEqual(ADDRESS_REQUIRED);
  });

  it('takes a filled address', () => {
    expect(validateSync(plainToInstance(AddressFieldsDto, filled))).toEqual([]);
  });

  it('refuses each empty field with its message', () => {
    const errors = validateSync(
      plainToInstance(AddressFieldsDto, { ...filled, city: '', country: '' }),
    );
    expect(errors.map((error) => [error.property, error.constraints?.isNotEmpty])).toEqual([
      ['city', 'City is required'],
      ['country', 'Country is required'],
    ]);
  });
});
