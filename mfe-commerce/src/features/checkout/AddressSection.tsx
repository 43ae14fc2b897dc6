import type { QuoteRequest } from '@sohnne/contracts';
import { checkoutAddress, postalLines, useSession } from '@sohnne/platform';
import { useParentForm } from '@sohnne/ui';
import { memo, Suspense, useEffect, useState } from 'react';
import styled from 'styled-components';
import { useGetSavedAddressesQuery, type SavedAddress } from './checkoutApi';
import type { CheckoutValues } from './checkoutForm';
import { Choice, FieldRows, Section, type FieldSpec } from './checkoutLayout';

/** Where the order is taxed: the address's country and state. */
export type Destination = NonNullable<QuoteRequest['address']>;

const NEW_ADDRESS = 'new';

/**
 * The contact and shipping address parts of the checkout form; a customer may pick a saved address.
 * Memoised: the page's re-renders leave it be; its fields follow the form themselves.
 */
export const AddressSection = memo(function AddressSection({
  onDestination,
}: {
  /** Called when the taxed destination may have changed (an address chosen, country or state left). */
  onDestination: (destination: Destination | undefined) => void;
}) {
  const user = useSession();
  const form = useParentForm<CheckoutValues>();

  // A signed-in customer's contact comes from his session.
  useEffect(() => {
    if (user && !form.getValues('contact.email')) form.setValue('contact.email', user.email);
  }, [user, form]);

  // The taxed destination follows the address once a field is left (not on every keystroke).
  const updateDestination = () => {
    const country = form.getValues('address.country').trim();
    const state = form.getValues('address.state').trim();
    onDestination(country && state ? { country, state } : undefined);
  };

  // The contact and the address hydrate as separate tasks: a tap on the first field waits for two fields.
  return (
    <>
      <Section aria-labelledby="contact-title">
        <h2 id="contact-title">Contact</h2>
        <Suspense fallback={null}>
          <FieldRows fields={CONTACT_FIELDS} />
        </Suspense>
      </Section>
      <Section aria-labelledby="address-title">
        <h2 id="address-title">Shipping address</h2>
        <Suspense fallback={null}>
          <SavedAddressChoices onChosen={updateDestination} />
          <FieldRows fields={addressFields(updateDestination)} />
        </Suspense>
      </Section>
    </>
  );
});

/**
 * A signed-in customer's saved addresses, his default chosen when the list arrives: a choice fills the
 * address (and the phone, when empty); "Use a different address" leaves the fields to him.
 */
function SavedAddressChoices({ onChosen }: { onChosen: () => void }) {
  const user = useSession();
  const form = useParentForm<CheckoutValues>();
  const addresses = useGetSavedAddressesQuery(undefined, { skip: !user });
  const [choice, setChoice] = useState(NEW_ADDRESS);

  function choose(id: string, saved: SavedAddress[] = addresses.data ?? []) {
    setChoice(id);
    const stored = saved.find((candidate) => candidate.id === id);
    if (!stored) return;
    const { address, phone } = checkoutAddress(stored);
    form.setValue('address', address);
    if (!form.getValues('contact.phone')) form.setValue('contact.phone', phone);
    onChosen();
  }

  // His default saved address is chosen first, when the list arrives.
  useEffect(() => {
    const saved = addresses.data;
    if (!saved?.length || choice !== NEW_ADDRESS) return;
    choose((saved.find((address) => address.is_default) ?? saved[0]).id, saved);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [addresses.data]);

  if (!user || !addresses.data?.length) return null;
  return (
    <Choices role="radiogroup" aria-label="Saved addresses">
      {addresses.data.map((address) => (
        <Choice key={address.id}>
          <input
            type="radio"
            name="saved-address"
            checked={choice === address.id}
            onChange={() => choose(address.id)}
          />
          <span>
            <strong>{address.name}</strong>
            <br />
            {postalLines(address).join(', ')}
          </span>
        </Choice>
      ))}
      <Choice>
        <input
          type="radio"
          name="saved-address"
          checked={choice === NEW_ADDRESS}
          onChange={() => setChoice(NEW_ADDRESS)}
        />
        <span>Use a different address</span>
      </Choice>
    </Choices>
  );
}

/** The address fields; leaving the state or the country may change the taxed destination. */
function addressFields(onDestinationField: () => void): FieldSpec[] {
  return [
    { name: 'address.first_name', label: 'First name', autoComplete: 'given-name' },
    { name: 'address.last_name', label: 'Last name', autoComplete: 'family-name' },
    { name: 'address.street_address', label: 'Street address', autoComplete: 'address-line1' },
    { name: 'address.house_number', label: 'House number' },
    { name: 'address.city', label: 'City', autoComplete: 'address-level2' },
    {
      name: 'address.state',
      label: 'State',
      autoComplete: 'address-level1',
      onBlur: onDestinationField,
    },
    { name: 'address.postal_code', label: 'Zip code', autoComplete: 'postal-code' },
    {
      name: 'address.country',
      label: 'Country',
      autoComplete: 'country',
      onBlur: onDestinationField,
    },
  ];
}

const CONTACT_FIELDS: FieldSpec[] = [
  { name: 'contact.email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'contact.phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
];

const Choices = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(2)};
`;
