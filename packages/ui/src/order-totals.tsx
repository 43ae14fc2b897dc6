import styled from 'styled-components';

/** An order's figures as the commerce service computes them (its order rules): shown, never recomputed. */
export interface OrderTotalsFigures {
  subtotal: number;
  discount: number;
  tax: number;
  shipping_label: string;
  total: number;
}

const List = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  row-gap: ${({ theme }) => theme.space(1)};
  margin: ${({ theme }) => theme.space(2)} 0 0;
  dt,
  dd {
    margin: 0;
  }
  dd {
    padding-left: ${({ theme }) => theme.space(3)};
    text-align: right;
  }
  dt:last-of-type,
  dd:last-of-type {
    padding-top: ${({ theme }) => theme.space(1)};
    border-top: 1px solid ${({ theme }) => theme.color.grey200};
    font-size: 1.2rem;
    font-weight: 600;
  }
`;

interface OrderTotalsProps {
  totals: OrderTotalsFigures;
  /** Formats an amount in USD for display (the shopper's currency, or as charged). */
  format: (usd: number) => string;
  /** The total's test id, for journeys that compare it with the checkout's quote. */
  totalTestId?: string;
}

/** Subtotal, discount, tax, shipping and total of a placed order, exactly as the server gave them. */
export function OrderTotals({ totals, format, totalTestId }: OrderTotalsProps) {
  return (
    <List aria-label="Order totals">
      <dt>Subtotal</dt>
      <dd>{format(totals.subtotal)}</dd>
      <dt>Discount</dt>
      <dd>{totals.discount > 0 ? `−${format(totals.discount)}` : format(0)}</dd>
      <dt>Tax</dt>
      <dd>{format(totals.tax)}</dd>
      <dt>Shipping</dt>
      <dd>{totals.shipping_label}</dd>
      <dt>Total</dt>
      <dd data-testid={totalTestId}>{format(totals.total)}</dd>
    </List>
  );
}
