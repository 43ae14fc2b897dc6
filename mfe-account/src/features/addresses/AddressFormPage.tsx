import { useParams } from '@sohnne/platform';
import { Skeleton } from '@sohnne/ui';
import { AccountHeading } from '../account-area';
import { AccountLayout } from '../account-area';
import { AddressForm } from './AddressForm';
import { EMPTY_ADDRESS, editedAddress, toFormValues } from './addressSchema';
import { useGetAddressQuery } from './addressesApi';

function EditAddress({ id }: { id: string }) {
  const { data, isLoading } = useGetAddressQuery(id);
  if (isLoading) {
    return (
      <div aria-busy="true">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} $height="44px" style={{ marginBottom: 24, maxWidth: 640 }} />
        ))}
      </div>
    );
  }
  // The spec: nothing is shown for an address that is missing (or not this customer's).
  if (!data) return null;
  return (
    <>
      <AccountHeading>Edit shipping address</AccountHeading>
      <AddressForm key={data.id} addressId={data.id} initial={toFormValues(data)} />
    </>
  );
}

export default function AddressFormPage() {
  const id = editedAddress(useParams().id);
  return (
    <AccountLayout>
      {id === null ? (
        <>
          <AccountHeading>Add shipping address</AccountHeading>
          <AddressForm addressId={null} initial={EMPTY_ADDRESS} />
        </>
      ) : (
        <EditAddress id={id} />
      )}
    </AccountLayout>
  );
}
