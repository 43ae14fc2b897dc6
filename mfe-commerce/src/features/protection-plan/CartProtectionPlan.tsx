import { Link, useRefetchOnArrival } from '@sohnne/platform';
import styled from 'styled-components';
import { formatUsd } from '../content-blocks';
import { useGetProtectionPlanQuery, useRemoveProtectionPlanMutation } from './protectionPlanApi';
import { usePlanChange } from './usePlanChange';

/** The protection plan as a line of the cart, when the shopper added it ('Get Covered' on /protection-plan). */
export function CartProtectionPlan() {
  const changePlan = usePlanChange();
  const { data: plan } = useGetProtectionPlanQuery(undefined, {
    refetchOnMountOrArgChange: useRefetchOnArrival(),
  });
  const [remove, { isLoading }] = useRemoveProtectionPlanMutation();
  if (!plan?.added) return null;

  const onRemove = () =>
    changePlan(() => remove().unwrap(), {
      done: 'Protection plan removed from your cart',
      failed: 'We could not remove the protection plan. Please try again.',
    });

  return (
    <Line data-testid="cart-protection-plan">
      <div>
        <Link to="/protection-plan">{plan.name}</Link>
        <small>
          {formatUsd(plan.price)} {plan.billing}; claims up to{' '}
          {formatUsd(plan.claim_limit_per_year, true)} a year. The first month is charged with your
          order.
        </small>
      </div>
      <strong>{formatUsd(plan.price)}</strong>
      <Remove type="button" onClick={onRemove} disabled={isLoading}>
        Remove
      </Remove>
    </Line>
  );
}

const Line = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.grey200};
  > div {
    display: grid;
    gap: 4px;
  }
  a {
    font-weight: 500;
    color: ${({ theme }) => theme.color.charcoal};
  }
  small {
    color: ${({ theme }) => theme.color.grey700};
  }
`;

const Remove = styled.button`
  justify-self: start;
  min-height: 36px;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-size: 0.85rem;
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.teak};
    outline-offset: 2px;
  }
`;
