import { Link, useMoney, usePlatform, useRefetchOnArrival } from '@sohnne/platform';
import {
  Button,
  ButtonLink,
  Price,
  QueryState,
  Skeleton,
  StatePanel,
  VisuallyHidden,
} from '@sohnne/ui';
import styled from 'styled-components';
import type { WishlistItem } from '../../types';
import { AccountHeading } from '../account-area';
import { AccountLayout } from '../account-area';
import { ResponsiveTable } from '../orders';
import { useGetWishlistQuery, useRemoveFromWishlistMutation } from './wishlistApi';
import { productPath } from '@sohnne/site-paths';

const Thumb = styled.img`
  display: block;
  width: 64px;
  height: 80px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.grey100};
`;

const Stock = styled.span<{ $available: boolean }>`
  color: ${({ theme, $available }) => ($available ? theme.color.success : theme.color.error)};
  font-weight: 500;
`;

const Remove = styled(Button)`
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space(1.5)};
`;

function WishlistRow({ item }: { item: WishlistItem }) {
  const platform = usePlatform();
  const money = useMoney();
  const [remove, { isLoading }] = useRemoveFromWishlistMutation();

  const onRemove = async () => {
    const result = await remove(item.wishlist_id);
    // The spec: wishlist errors are logged only.
    if (result.error)
      console.error(`[account] removing ${item.name} from the wishlist failed`, result.error);
    else await platform.wishlist.refresh();
  };

  return (
    <tr>
      <td>
        {item.smallImageUrl ? (
          <Thumb src={item.smallImageUrl} alt={item.name} width={64} height={80} loading="lazy" />
        ) : (
          <Thumb as="span" aria-hidden="true" />
        )}
      </td>
      <td data-label="Product">
        {item.available ? <Link to={productPath(item.slug)}>{item.name}</Link> : item.name}
      </td>
      <td data-label="Price">
        <Price
          list={money(item.was_price ?? item.pay_price)}
          sale={item.was_price !== null ? money(item.pay_price) : null}
        />
      </td>
      <td data-label="Stock">
        <Stock $available={item.available}>
          {item.available ? 'In stock' : 'No longer available'}
        </Stock>
      </td>
      <td>
        <Remove
          type="button"
          $variant="ghost"
          disabled={isLoading}
          onClick={() => void onRemove()}
          aria-label={`Remove ${item.name} from your wishlist`}
        >
          Remove
        </Remove>
      </td>
    </tr>
  );
}

export default function WishlistPage() {
  const query = useGetWishlistQuery(undefined, {
    refetchOnMountOrArgChange: useRefetchOnArrival(),
  });
  return (
    <AccountLayout>
      <QueryState
        query={query}
        error="We couldn't load your wishlist. Please try again."
        loading={
          <div>
            <AccountHeading>Wishlist</AccountHeading>
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} $height="96px" style={{ marginBottom: 8 }} />
            ))}
          </div>
        }
        isEmpty={(items) => items.length === 0}
        empty={
          <StatePanel>
            <AccountHeading>Wishlist</AccountHeading>
            <p>Save the things you like to buy later. Let&apos;s start filling your wishlist!</p>
            <ButtonLink as={Link} to="/collections">
              Browse Products
            </ButtonLink>
          </StatePanel>
        }
      >
        {(items) => (
          <>
            <AccountHeading>Wishlist</AccountHeading>
            <ResponsiveTable>
              <VisuallyHidden as="caption">Products on your wishlist</VisuallyHidden>
              <thead>
                <tr>
                  <th scope="col">
                    <VisuallyHidden>Image</VisuallyHidden>
                  </th>
                  <th scope="col">Product</th>
                  <th scope="col">Price</th>
                  <th scope="col">Stock status</th>
                  <th scope="col">
                    <VisuallyHidden>Remove</VisuallyHidden>
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <WishlistRow key={item.wishlist_id} item={item} />
                ))}
              </tbody>
            </ResponsiveTable>
          </>
        )}
      </QueryState>
    </AccountLayout>
  );
}
