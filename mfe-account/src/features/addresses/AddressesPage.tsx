import { Fragment, useState } from 'react';
import { httpStatus, Link, postalLines, usePlatform } from '@sohnne/platform';
import { Button, ButtonLink, GridList, QueryState, Skeleton, StatePanel, Tag } from '@sohnne/ui';
import styled from 'styled-components';
import type { Address } from '../../types';
import { AccountHeading } from '../account-area';
import { AccountLayout } from '../account-area';
import { ConfirmDialog } from '../account-area';
import { Manuals } from '../account-area';
import {
  useDeleteAddressMutation,
  useGetAddressesQuery,
  useSetDefaultAddressMutation,
} from './addressesApi';

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.grey700};
  }
`;

const Cards = styled(GridList)`
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Card = styled.li<{ $default: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(2.5)};
  background: ${({ theme }) => theme.color.paper};
  border: 1px solid
    ${({ theme, $default }) => ($default ? theme.color.walnut : theme.color.grey200)};
  border-radius: ${({ theme }) => theme.radius};
  h2 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    font-size: 1.15rem;
  }
  address {
    font-style: normal;
    line-height: 1.5;
    color: ${({ theme }) => theme.color.grey700};
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space(1)};
  a,
  button {
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space(2)};
  }
`;

/** A change the customer asked for and has not confirmed yet. */
interface Change {
  kind: 'delete' | 'default';
  address: Address;
}
type Pending = Change | null;

function AddressCard({ address, onAsk }: { address: Address; onAsk: (pending: Pending) => void }) {
  return (
    <Card $default={address.is_default} aria-label={address.name}>
      <h2>
        {address.name}
        {address.is_default && <Tag $tone="neutral">Default</Tag>}
      </h2>
      <address>
        {[...postalLines(address), address.phone_number].map((line, index) => (
          <Fragment key={index}>
            {index > 0 && <br />}
            {line}
          </Fragment>
        ))}
      </address>
      <Actions>
        <ButtonLink
          as={Link}
          to={`/my-account/edit-address/${address.id}`}
          $variant="secondary"
          aria-label={`Edit the address of ${address.name}`}
        >
          Edit
        </ButtonLink>
        {!address.is_default && (
          <Button
            type="button"
            $variant="secondary"
            onClick={() => onAsk({ kind: 'default', address })}
            aria-label={`Set as default: the address of ${address.name}`}
          >
            Set as default
          </Button>
        )}
        <Button
          type="button"
          $variant="ghost"
          onClick={() => onAsk({ kind: 'delete', address })}
          aria-label={`Delete the address of ${address.name}`}
        >
          Delete
        </Button>
      </Actions>
    </Card>
  );
}

/** Deletes an address or makes it the default, and says how that went (a lapsed session signs out). */
function useAddressChange() {
  const platform = usePlatform();
  const [remove] = useDeleteAddressMutation();
  const [makeDefault] = useSetDefaultAddressMutation();
  return async ({ kind, address }: Change) => {
    const result = kind === 'delete' ? await remove(address.id) : await makeDefault(address.id);
    if (!result.error) {
      platform.toasts.success(
        kind === 'delete' ? 'Address deleted successfully' : 'Default address set successfully',
      );
    } else if (httpStatus(result.error) === 401) {
      await platform.session.logout();
    } else {
      platform.toasts.error(
        kind === 'delete' ? 'Failed to delete address' : 'Failed to set default address',
      );
    }
  };
}

/** What the dialog asks before a change. */
function confirmation({ kind, address }: Change) {
  return kind === 'delete'
    ? {
        title: 'Delete this address?',
        message: `The address of ${address.name}, ${address.street_address} ${address.house_number}, will be removed.`,
        confirmLabel: 'Delete',
      }
    : {
        title: 'Make this your default address?',
        message: `${address.street_address} ${address.house_number}, ${address.city} will be used at checkout by default.`,
        confirmLabel: 'Set as default',
      };
}

/** The customer's addresses, each with its actions. */
function AddressList({ onAsk }: { onAsk: (pending: Pending) => void }) {
  const query = useGetAddressesQuery();
  return (
    <QueryState
      query={query}
      error="We couldn't load your addresses. Please try again."
      loading={
        <Cards>
          {Array.from({ length: 2 }, (_, i) => (
            <li key={i}>
              <Skeleton $height="190px" />
            </li>
          ))}
        </Cards>
      }
      isEmpty={(addresses) => addresses.length === 0}
      empty={
        <StatePanel>
          <h2>No shipping address yet</h2>
          <p>Add one and it will be filled in for you at checkout.</p>
        </StatePanel>
      }
    >
      {(addresses) => (
        <Cards>
          {addresses.map((address) => (
            <AddressCard key={address.id} address={address} onAsk={onAsk} />
          ))}
        </Cards>
      )}
    </QueryState>
  );
}

export default function AddressesPage() {
  const change = useAddressChange();
  const [pending, setPending] = useState<Pending>(null);

  const confirm = async () => {
    if (!pending) return;
    setPending(null);
    await change(pending);
  };

  return (
    <AccountLayout>
      <AccountHeading>Addresses</AccountHeading>
      <Top>
        <p>The following addresses will be used on the checkout page by default.</p>
        <ButtonLink as={Link} to="/my-account/edit-address/shipping">
          Add Shipping Address
        </ButtonLink>
      </Top>
      <AddressList onAsk={setPending} />
      <Manuals />
      {pending && (
        <ConfirmDialog
          {...confirmation(pending)}
          onConfirm={() => void confirm()}
          onCancel={() => setPending(null)}
        />
      )}
    </AccountLayout>
  );
}
