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

/** Where a saved address goes back to: the list of addresses. */
export const ADDRESS_LIST = '/my-account/edit-address';

/** What the add-edit call's answer means (spec §5): each status has its own message. */
export type SaveOutcome = { saved: string } | { signedOut: true } | { failed: string };

/** `status` is the add-edit call's (null when no answer came); `editing` when an address was edited. */
export function saveOutcome(status: number | null, editing: boolean): SaveOutcome {
  if (status === 200 || status === 201)
    return { saved: editing ? 'Address successfully updated' : 'Address successfully created' };
  if (status === 401) return { signedOut: true };
  if (status === null || status >= 500) return { failed: 'Something went wrong' };
  return { failed: `Unexpected response status: ${status}` };
}

/** The add path's last segment (the edit path has the address id there). */
const NEW_ADDRESS = 'shipping';

/** The address a form's page edits: its id from the path, or null on the add page. */
export const editedAddress = (id: string | undefined): string | null =>
  id && id !== NEW_ADDRESS ? id : null;
