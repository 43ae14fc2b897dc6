import { Link, useMoney } from '@sohnne/platform';
import styled from 'styled-components';
import { cartInstalment } from './amortisation';

/** The cart's 'Pay in instalments' line: 12 months at the plan's lowest APR, from a USD 50 subtotal. */
export function CartInstalment({ subtotal }: { subtotal: number }) {
  const money = useMoney();
  const plan = cartInstalment(subtotal);
  if (!plan) return null;
  return (
    <Box data-testid="cart-instalment">
      <strong>Pay in instalments</strong>
      <span>
        From {money(plan.monthly)}/month over {plan.months} months at {plan.apr}% APR, subject to
        credit approval. <Link to="/financing">How financing works</Link>
      </span>
    </Box>
  );
}

const Box = styled.p`
  display: grid;
  gap: 4px;
  margin: 0;
  padding: ${({ theme }) => theme.space(1.5)};
  background: ${({ theme }) => theme.color.cream};
  border-radius: ${({ theme }) => theme.radius};
  font-size: 0.9rem;
  a {
    color: ${({ theme }) => theme.color.walnut};
  }
`;
