/*
 * The shop's address in its three shapes, and the renames between them, in one place: the account
 * service stores `postal_code` and `phone_number` (and `notes`); its add-edit call and form take
 * `zip_code`, `phone` and `order_notes`; checkout sends `postal_code` in the address and `phone` in the contact.
 */
import { countryName } from '@sohnne/countries';

/** The fields every shape names alike. */
export const ADDRESS_LINE_FIELDS = [
  'first_name',
  'last_name',
  'street_address',
  'house_number',
  'city',
  'state',
  'country',
] as const;

export type AddressLineField = (typeof ADDRESS_LINE_FIELDS)[number];
export type AddressLines = Record<AddressLineField, string>;

/** A value for each alike-named field. */
function linesOf<Value>(
  value: (field: AddressLineField) => Value,
): Record<AddressLineField, Value> {
  return Object.fromEntries(ADDRESS_LINE_FIELDS.map((field) => [field, value(field)])) as Record<
    AddressLineField,
    Value
  >;
}

/** The alike-named fields of an empty address form. */
export const EMPTY_ADDRESS_LINES: AddressLines = linesOf(() => '');

/** What each field says when left empty (spec §5), whatever a shape calls the postal code and phone. */
export const ADDRESS_REQUIRED: Record<AddressLineField | 'postal_code' | 'phone', string> = {
  first_name: 'First name is required',
  last_name: 'Last name is required',
  street_address: 'Street address is required',
  house_number: 'House number is required',
  city: 'City is required',
  state: 'State is required',
  country: 'Country is required',
  postal_code: 'Zip code is required',
  phone: 'Phone is required',
};

/**
 * The alike-named fields of an address form's schema, each required with its message: `required` builds
 * the form library's check (e.g. zod's `z.string().trim().min(1, message)`).
 */
export function addressLinesShape<Check>(
  required: (message: string) => Check,
): Record<AddressLineField, Check> {
  return linesOf((field) => required(ADDRESS_REQUIRED[field]));
}

/** A saved address as the account service answers it (the fields the forms use). */
export interface StoredAddress extends AddressLines {
  postal_code: string;
  phone_number: string;
  notes: string;
}

/** The address form, in the add-edit call's names. */
export interface AddressFormValues extends AddressLines {
  zip_code: string;
  phone: string;
  order_notes: string;
}

/** The shipping address of a checkout call. */
export interface ShippingAddress extends AddressLines {
  postal_code: string;
}

/** What a saved address gives a checkout: its shipping address, and the phone for the contact. */
export interface CheckoutAddress {
  address: ShippingAddress;
  phone: string;
}

const sameNamed = (address: AddressLines): AddressLines => linesOf((field) => address[field]);

/** A saved address in the address form (postal_code → zip_code, phone_number → phone, notes → order_notes). */
export function addressFormValues(address: StoredAddress): AddressFormValues {
  return {
    ...sameNamed(address),
    zip_code: address.postal_code,
    phone: address.phone_number,
    order_notes: address.notes,
  };
}

/** A saved address as checkout sends it (phone_number → the contact's phone). */
export function checkoutAddress(address: StoredAddress): CheckoutAddress {
  return {
    address: { ...sameNamed(address), postal_code: address.postal_code },
    phone: address.phone_number,
  };
}

/** What every shape of an address has for writing it out. */
export type PostalAddress = Pick<
  AddressLines,
  'street_address' | 'house_number' | 'city' | 'state' | 'country'
> & { postal_code: string };

/**
 * An address as every page writes it (thank-you page, order page, address book, checkout): the street with
 * its house number, then city, state and zip, then the country's name.
 */
export function postalLines(address: PostalAddress): string[] {
  return [
    `${address.street_address} ${address.house_number}`.trim(),
    `${address.city}, ${address.state} ${address.postal_code}`,
    countryName(address.country),
  ].filter(Boolean);
}
