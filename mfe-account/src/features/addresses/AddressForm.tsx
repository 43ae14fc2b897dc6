import { usePlatform } from '@sohnne/platform';
import {
  SubmitButton,
  TextAreaField,
  TextField,
  useFormSending,
  useZodForm,
  ZodForm,
} from '@sohnne/ui';
import { Suspense } from 'react';
import styled from 'styled-components';
import type { PlaceSuggestion } from '../../types';
import {
  ADDRESS_LIST,
  addressSchema,
  saveOutcome,
  toPayload,
  type AddressValues,
} from './addressSchema';
import { useSaveAddressMutation } from './addressesApi';
import { StreetField } from './StreetField';

interface InputSpec {
  name: Exclude<keyof AddressValues, 'street_address' | 'order_notes'>;
  label: string;
  autoComplete: string;
  type?: 'tel';
}

const NAME_FIELDS: InputSpec[] = [
  { name: 'first_name', label: 'First name', autoComplete: 'shipping given-name' },
  { name: 'last_name', label: 'Last name', autoComplete: 'shipping family-name' },
];

/** The fields after the street, two a row from a tablet's width on. */
const PLACE_FIELDS: InputSpec[] = [
  { name: 'house_number', label: 'House number', autoComplete: 'shipping address-line2' },
  { name: 'city', label: 'City', autoComplete: 'shipping address-level2' },
  { name: 'state', label: 'State', autoComplete: 'shipping address-level1' },
  { name: 'zip_code', label: 'Zip code', autoComplete: 'shipping postal-code' },
  { name: 'country', label: 'Country', autoComplete: 'shipping country-name' },
  { name: 'phone', label: 'Phone', autoComplete: 'shipping tel', type: 'tel' },
];

const Row = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space(2)};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Narrow = styled.div`
  max-width: 640px;
`;

function Inputs({ fields }: { fields: InputSpec[] }) {
  return (
    <Row>
      {fields.map((field) => (
        <TextField key={field.name} {...field} />
      ))}
    </Row>
  );
}

/** The form field each part of a suggestion fills. */
const suggestionFields = (place: PlaceSuggestion) =>
  [
    ['street_address', place.street],
    ['city', place.city],
    ['state', place.state],
    ['zip_code', place.zip],
    ['country', place.country],
  ] as const;

/** The add and edit form (one for both): `addressId` null adds. */
export function AddressForm({
  addressId,
  initial,
}: {
  addressId: string | null;
  initial: AddressValues;
}) {
  const platform = usePlatform();
  const [save] = useSaveAddressMutation();
  const form = useZodForm(addressSchema, initial);

  // A suggestion fills only what it knows: one found by ZIP code or city has no street, and the street
  // typed stays (a blank never overwrites what the shopper wrote).
  const fill = (place: PlaceSuggestion) => {
    const options = { shouldValidate: true, shouldDirty: true } as const;
    for (const [field, value] of suggestionFields(place))
      if (value.trim()) form.setValue(field, value, options);
  };

  // The add-edit call answers with its status, not an error: each status has its own message (spec §5).
  const send = async (values: AddressValues) => {
    const result = await save({ addressId, address: toPayload(values) });
    const outcome = saveOutcome(
      'data' in result && result.data ? result.data.status : null,
      addressId !== null,
    );
    if ('saved' in outcome) {
      platform.toasts.success(outcome.saved);
      platform.navigation.navigate(ADDRESS_LIST);
    } else if ('signedOut' in outcome) {
      await platform.session.logout();
    } else {
      platform.toasts.error(outcome.failed);
    }
  };

  return (
    <Narrow>
      <ZodForm
        form={form}
        onSubmit={send}
        aria-label={addressId ? 'Edit shipping address' : 'Add shipping address'}
      >
        {/* Each part its own hydration task: a tap on a field waits for its part, not the whole form. */}
        <Suspense fallback={null}>
          <Inputs fields={NAME_FIELDS} />
        </Suspense>
        <Suspense fallback={null}>
          <StreetField label="Street address" onPick={fill} />
        </Suspense>
        <Suspense fallback={null}>
          <Inputs fields={PLACE_FIELDS} />
        </Suspense>
        <Suspense fallback={null}>
          <TextAreaField name="order_notes" label="Order notes (optional)" rows={3} />
        </Suspense>
        <SaveButton />
      </ZodForm>
    </Narrow>
  );
}

/** Save, busy while the address is being sent: it alone re-renders for the submit, not the form. */
function SaveButton() {
  const saving = useFormSending();
  return <SubmitButton busy={saving}>{saving ? 'Loading...' : 'Save address'}</SubmitButton>;
}
