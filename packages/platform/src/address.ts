/*
 * The shop's address in its three shapes, and the renames between them, in one place: the account
 * service stores `postal_code` and `phone_number` (and `notes`); its add-edit call and form take
 * `zip_code`, `phone` and `order_notes`; checkout sends `postal_code` and `phone`.
 */

/** A saved address as the account service answers it (the fields the forms use). */
export interface StoredAddress {
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
}

/** The address form, in the add-edit call's names. */
export interface AddressFormValues {
  first_name: string;
  last_name: string;
  street_address: string;
  house_number: string;
  city: string;
  state: string;
  zip_code: string;
  country: string;
  phone: string;
  order_notes: string;
}

/** The address part of a checkout, in the checkout call's names. */
export interface CheckoutAddress {
  first_name: string;
  last_name: string;
  street_address: string;
  house_number: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  phone: string;
}

const sameNamed = ({
  first_name,
  last_name,
  street_address,
  house_number,
  city,
  state,
  country,
}: StoredAddress) => ({
  first_name,
  last_name,
  street_address,
  house_number,
  city,
  state,
  country,
});

/** A saved address in the address form (postal_code → zip_code, phone_number → phone, notes → order_notes). */
export function addressFormValues(address: StoredAddress): AddressFormValues {
  return {
    ...sameNamed(address),
    zip_code: address.postal_code,
    phone: address.phone_number,
    order_notes: address.notes,
  };
}

/** A saved address as checkout sends it (phone_number → phone). */
export function checkoutAddress(address: StoredAddress): CheckoutAddress {
  return { ...sameNamed(address), postal_code: address.postal_code, phone: address.phone_number };
}
