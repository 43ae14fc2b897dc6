import {
  errorMessage,
  groupThousands,
  Link,
  useHydrated,
  usePlatform,
  useRefetchOnArrival,
  useSession,
} from '@sohnne/platform';
import { Button, ButtonLink, paperPanel, QueryState, Skeleton, Spinner } from '@sohnne/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { formatUsd } from '../content-blocks';
import {
  useGetRewardsQuery,
  useRedeemPointsMutation,
  type RedeemedVoucher,
  type Rewards,
  type RedeemVoucherPoints,
} from './rewardsApi';

/**
 * The customer's own points. The page is public and cached, so they are read in the browser only, after
 * hydration, and only for a signed-in customer; a visitor is invited to sign in.
 */
export function MyPoints() {
  const hydrated = useHydrated();
  const user = useSession();
  if (!hydrated)
    return (
      <Panel aria-hidden="true">
        <Skeleton $height="88px" />
      </Panel>
    );
  if (!user) {
    return (
      <Panel aria-labelledby="points-title">
        <h2 id="points-title">Your points</h2>
        <p>Sign in to see your points balance and redeem vouchers.</p>
        <ButtonLink as={Link} to="/login" $variant="secondary">
          Sign in
        </ButtonLink>
      </Panel>
    );
  }
  return <Balance key={user.user_id} name={user.name} />;
}

/** His balance, the vouchers his points buy, and the voucher he has just redeemed. */
function Balance({ name }: { name: string }) {
  const platform = usePlatform();
  const rewards = useGetRewardsQuery(undefined, {
    refetchOnMountOrArgChange: useRefetchOnArrival(),
  });
  const [redeem, { isLoading, originalArgs }] = useRedeemPointsMutation();
  const [voucher, setVoucher] = useState<RedeemedVoucher | null>(null);

  const onRedeem = async (points: RedeemVoucherPoints) => {
    try {
      const redeemed = await redeem({ voucher: points }).unwrap();
      setVoucher(redeemed);
      platform.toasts.success(`Your ${formatUsd(redeemed.amount_off, true)} voucher is ready`);
    } catch (error) {
      platform.toasts.error(
        errorMessage(error, 'We could not redeem your points. Please try again.'),
      );
    }
  };

  return (
    <Panel aria-labelledby="points-title">
      <h2 id="points-title">Your points</h2>
      <QueryState
        query={rewards}
        error="We couldn't load your points. Please try again."
        loading={<Skeleton $height="56px" data-testid="points-skeleton" />}
      >
        {(data) => (
          <>
            <p>
              {name}, you have{' '}
              <strong data-testid="points-balance">{groupThousands(data.balance)}</strong>{' '}
              {data.balance === 1 ? 'point' : 'points'}.
            </p>
            <VoucherOptions
              options={data.vouchers}
              redeeming={isLoading ? originalArgs?.voucher : undefined}
              onRedeem={onRedeem}
            />
          </>
        )}
      </QueryState>
      {voucher && <RedeemedCode voucher={voucher} />}
    </Panel>
  );
}

/** A button per voucher his points can buy; the one being redeemed busy, all disabled meanwhile. */
function VoucherOptions({
  options,
  redeeming,
  onRedeem,
}: {
  options: Rewards['vouchers'];
  /** The points of the voucher being redeemed, if one is. */
  redeeming: number | undefined;
  onRedeem: (points: RedeemVoucherPoints) => void;
}) {
  return (
    <Vouchers aria-label="Redeem your points">
      {options.map((option) => (
        <li key={option.points}>
          <Button
            type="button"
            $variant="secondary"
            disabled={!option.affordable || redeeming !== undefined}
            aria-busy={redeeming === option.points || undefined}
            onClick={() => onRedeem(option.points as RedeemVoucherPoints)}
          >
            {redeeming === option.points && <Spinner />}
            {groupThousands(option.points)} points → {formatUsd(option.amount_off, true)} off
          </Button>
          <small>Min. spend {formatUsd(option.min_spend, true)}</small>
        </li>
      ))}
    </Vouchers>
  );
}

/** The code of the voucher just redeemed, and a way to apply it to the cart at once. */
function RedeemedCode({ voucher }: { voucher: RedeemedVoucher }) {
  const platform = usePlatform();
  const [applying, setApplying] = useState(false);

  const apply = async () => {
    setApplying(true);
    try {
      const result = await platform.cart.applyCoupon(voucher.code);
      if (result.ok) platform.toasts.success(`Voucher ${voucher.code} applied to your cart`);
      else platform.toasts.error(result.message);
    } finally {
      setApplying(false);
    }
  };

  return (
    <Code role="status">
      <p>
        Your voucher code: <strong>{voucher.code}</strong> — {formatUsd(voucher.amount_off, true)}{' '}
        off an order of {formatUsd(voucher.min_spend, true)} or more. Use it at checkout.
      </p>
      <Button type="button" onClick={apply} disabled={applying}>
        Apply to my cart
      </Button>
    </Code>
  );
}

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  justify-items: start;
  margin: ${({ theme }) => theme.space(4)} 0;
  ${paperPanel}
  h2 {
    margin: 0;
    font-size: 1.5rem;
    color: ${({ theme }) => theme.color.walnut};
  }
  p {
    margin: 0;
  }
  > div,
  > [aria-hidden] {
    width: 100%;
  }
`;

const Vouchers = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: 4px;
  }
  small {
    color: ${({ theme }) => theme.color.grey700};
  }
`;

const Code = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
  justify-items: start;
  padding: ${({ theme }) => theme.space(2)};
  border-left: 4px solid ${({ theme }) => theme.color.success};
  background: ${({ theme }) => theme.color.cream};
`;
