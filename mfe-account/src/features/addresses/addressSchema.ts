import { addressFormValues } from '@sohnne/platform';
import { z } from 'zod';
import type { Address, AddressForm } from '../../types';

const required = (message: string) => z.string().trim().min(1, message);

/** The address form (§5): every field required but the order notes; no format checks. */
export const addressSchema = z.object({
  first_name: required('First name is required'),
  last_name: required('Last name is required'),
  street_address: required('Street address is required'),
  house_number: required('House number is required'),
  city: required('City is required'),
  state: required('State is required'),
  zip_code: required('Zip code is required'),
  country: required('Country is required'),
  phone: required('Phone is required'),
  order_notes: z.string().trim(),
});

export type AddressValues = z.infer<typeof addressSchema>;

export const EMPTY_ADDRESS: AddressValues = {
  first_name: '',
  last_name: '',
  street_address: '',
  house_number: '',
  city: '',
  state: '',
  zip_code: '',
  country: '',
  phone: '',
  order_notes: '',
};

/** A stored address back in the form's names (the one mapping: @sohnne/platform's addressFormValues). */
export const toFormValues = (address: Address): AddressValues => addressFormValues(address);

/** The form as the add-edit call takes it. */
export function toPayload(values: AddressValues): AddressForm {
  return { ...values };
}
