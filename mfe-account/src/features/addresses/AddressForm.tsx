import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { usePlatform } from '@sohnne/platform';
import { Field, Form, SubmitButton } from '@sohnne/ui';
import styled from 'styled-components';
import type { PlaceSuggestion } from '../../types';
import { addressSchema, toPayload, type AddressValues } from './addressSchema';
import { useSaveAddressMutation } from './addressesApi';
import { TextAreaField } from './fields';
import { StreetField } from './StreetField';

const ADDRESS_LIST = '/my-account/edit-address';

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

/** The add and edit form (one for both): `addressId` null adds. */
export function AddressForm({
  addressId,
  initial,
}: {
  addressId: string | null;
  initial: AddressValues;
}) {
  const platform = usePlatform();
  const [save, { isLoading }] = useSaveAddressMutation();
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<AddressValues>({ resolver: zodResolver(addressSchema), defaultValues: initial });
  const saving = isLoading || isSubmitting;

  const fill = (place: PlaceSuggestion) => {
    const options = { shouldValidate: true, shouldDirty: true } as const;
    setValue('street_address', place.street, options);
    if (place.city) setValue('city', place.city, options);
    if (place.state) setValue('state', place.state, options);
    if (place.zip) setValue('zip_code', place.zip, options);
    if (place.country) setValue('country', place.country, options);
  };

  const onSubmit = handleSubmit(async (values) => {
    const result = await save({ addressId, address: toPayload(values) });
    const status = 'data' in result && result.data ? result.data.status : null;
    if (status === 200 || status === 201) {
      platform.toasts.success(
        addressId ? 'Address successfully updated' : 'Address successfully created',
      );
      platform.navigation.navigate(ADDRESS_LIST);
    } else if (status === 401) {
      await platform.session.logout();
    } else if (status === null || status >= 500) {
      platform.toasts.error('Something went wrong');
    } else {
      platform.toasts.error(`Unexpected response status: ${status}`);
    }
  });

  return (
    <Narrow>
      <Form
        onSubmit={onSubmit}
        noValidate
        aria-label={addressId ? 'Edit shipping address' : 'Add shipping address'}
      >
        <Row>
          <Field
            label="First name"
            autoComplete="shipping given-name"
            error={errors.first_name?.message}
            {...register('first_name')}
          />
          <Field
            label="Last name"
            autoComplete="shipping family-name"
            error={errors.last_name?.message}
            {...register('last_name')}
          />
        </Row>
        <StreetField
          label="Street address"
          error={errors.street_address?.message}
          registration={register('street_address')}
          onPick={fill}
        />
        <Row>
          <Field
            label="House number"
            autoComplete="shipping address-line2"
            error={errors.house_number?.message}
            {...register('house_number')}
          />
          <Field
            label="City"
            autoComplete="shipping address-level2"
            error={errors.city?.message}
            {...register('city')}
          />
        </Row>
        <Row>
          <Field
            label="State"
            autoComplete="shipping address-level1"
            error={errors.state?.message}
            {...register('state')}
          />
          <Field
            label="Zip code"
            autoComplete="shipping postal-code"
            error={errors.zip_code?.message}
            {...register('zip_code')}
          />
        </Row>
        <Row>
          <Field
            label="Country"
            autoComplete="shipping country-name"
            error={errors.country?.message}
            {...register('country')}
          />
          <Field
            label="Phone"
            type="tel"
            autoComplete="shipping tel"
            error={errors.phone?.message}
            {...register('phone')}
          />
        </Row>
        <TextAreaField
          label="Order notes (optional)"
          error={errors.order_notes?.message}
          {...register('order_notes')}
        />
        <SubmitButton busy={saving}>{saving ? 'Loading...' : 'Save address'}</SubmitButton>
      </Form>
    </Narrow>
  );
}
