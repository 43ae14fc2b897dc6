import {
  ADDRESS_REQUIRED,
  addressFormValues,
  addressLinesShape,
  EMPTY_ADDRESS_LINES,
} from '@sohnne/platform';
import { z } from 'zod';
import type { Address, AddressForm } from '../../types';

const required = (message: string) => z.string().trim().min(1, message);

/**
 * The address form (§5): every field required but the order notes; no format checks. The fields and
 * their messages are @sohnne/platform's address, in the add-edit call's names (zip_code, phone).
 */
export const addressSchema = z.object({
  ...addressLinesShape(required),
  zip_code: required(ADDRESS_REQUIRED.postal_code),
  phone: required(ADDRESS_REQUIRED.phone),
  order_notes: z.string().trim(),
});

export type AddressValues = z.infer<typeof addressSchema>;

export const EMPTY_ADDRESS: AddressValues = {
  ...EMPTY_ADDRESS_LINES,
  zip_code: '',
  phone: '',
  order_notes: '',
};

/** A stored address back in the form's names (the one mapping: @sohnne/platform's addressFormValues). */
export const toFormValues = (address: Address): AddressValues => addressFormValues(address);

/** The form as the add-edit call takes it. */
export function toPayload(values: AddressValues): AddressForm {
  return { ...values };
}
