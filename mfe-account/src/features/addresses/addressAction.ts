import { formAction, refused, signInRedirect } from '@sohnne/platform';
import { addressesApi } from './addressesApi';
import {
  ADDRESS_LIST,
  addressSchema,
  editedAddress,
  saveOutcome,
  toPayload,
} from './addressSchema';

/** The add and edit form posted before (or without) scripts: saved, then the list, as the form goes. */
export const addressAction = formAction(addressSchema, async (values, context) => {
  const addressId = editedAddress(context.params.id);
  const result = await context.dispatch(
    addressesApi.endpoints.saveAddress.initiate({ addressId, address: toPayload(values) }),
  );
  const outcome = saveOutcome(result.data?.status ?? null, addressId !== null);
  if ('saved' in outcome)
    return { redirect: ADDRESS_LIST, flash: { kind: 'success', text: outcome.saved } };
  if ('signedOut' in outcome) return { redirect: signInRedirect(context).redirect! };
  return refused(values, { '': outcome.failed });
});
