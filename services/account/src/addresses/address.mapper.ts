import type { Address, AddressDocument } from './address.schema';
import type { AddressFormDto } from './dto/address-form.dto';

/** The address as the API shows it. */
export interface AddressView {
  id: string;
  name: string;
  first_name: string;
  last_name: string;
  street_address: string;
  house_number: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  phone_number: string;
  notes: string;
  is_default: boolean;
}

export type AddressFields = Omit<
  Address,
  'user_id' | 'default_since' | 'created_at' | 'updated_at'
>;

/** An address of a customer's book, and whether it is the book's default. */
export interface BookAddress {
  address: AddressDocument;
  isDefault: boolean;
}

/** The form's names to the stored ones. */
export function fromForm(form: AddressFormDto): AddressFields {
  return {
    first_name: form.first_name,
    last_name: form.last_name,
    street_address: form.street_address,
    house_number: form.house_number,
    city: form.city,
    state: form.state,
    postal_code: form.zip_code,
    country: form.country,
    phone_number: form.phone,
    notes: form.order_notes ?? '',
  };
}

export function toAddressView({ address, isDefault }: BookAddress): AddressView {
  return {
    id: address.id,
    name: `${address.first_name} ${address.last_name}`.trim(),
    first_name: address.first_name,
    last_name: address.last_name,
    street_address: address.street_address,
    house_number: address.house_number,
    city: address.city,
    state: address.state,
    postal_code: address.postal_code,
    country: address.country,
    phone_number: address.phone_number,
    notes: address.notes,
    is_default: isDefault,
  };
}
