import { useMoney } from '@sohnne/platform';
import { FieldError, Muted, QueryState, Skeleton } from '@sohnne/ui';
import { memo } from 'react';
import styled from 'styled-components';
import { SummaryPanel } from '../summary-layout';
import type { Destination } from './AddressSection';
import { Choice, Section } from './checkoutLayout';
import { useShownQuote } from './checkoutQuote';

interface QuotedProps {
  /** Where the order is taxed, as far as the form knows it yet. */
  destination: Destination | undefined;
}

/**
 * The shipping method the server quoted (its words, from the order rules). Memoised, as the summary: the
 * form's re-renders (a field's error shown) leave it be; its quote's arrival re-renders it alone.
 */
export const ShippingMethod = memo(function ShippingMethod({ destination }: QuotedProps) {
  const quote = useShownQuote(destination).quote.data;
  return (
    <Section aria-labelledby="shipping-title">
      <h2 id="shipping-title">Shipping method</h2>
      {quote ? (
        <Choice>
          <input type="radio" name="shipping-method" checked readOnly />
          <span>{quote.shipping_label}</span>
        </Choice>
      ) : (
        <Skeleton $height="52px" />
      )}
    </Section>
  );
});

/** The summary column: the server's lines and totals for the cart, destination and coupon. */
export const OrderSummary = memo(function OrderSummary({ destination }: QuotedProps) {
  const { quote, error } = useShownQuote(destination);
  const money = useMoney();
  return (
    <SummaryPanel aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">Order summary</h2>
      <QueryState query={quote} loading={<Skeleton $height="120px" />} error={error}>
        {(data) => (
          <>
            <Lines>
              {data.lines.map((line) => (
                <li key={line.id}>
                  <span>
                    {line.name}
                    {line.variantLabel && <Muted as="span"> · {line.variantLabel}</Muted>} ×{' '}
                    {line.quantity}
                  </span>
                  <span>{money(line.lineTotal)}</span>
                </li>
              ))}
            </Lines>
            <Totals>
              <dt>Subtotal</dt>
              <dd>{money(data.subtotal)}</dd>
              <dt>Discount{data.coupon_code ? ` (${data.coupon_code})` : ''}</dt>
              <dd>{data.discount > 0 ? `−${money(data.discount)}` : money(0)}</dd>
              <dt>Tax</dt>
              <dd>{money(data.tax)}</dd>
              <dt>Shipping</dt>
              <dd>{data.shipping === 0 ? 'Free' : money(data.shipping)}</dd>
              <Total>Total</Total>
              <Total as="dd" data-testid="checkout-total">
                {money(data.total)}
              </Total>
            </Totals>
            {data.coupon_message && <FieldError role="status">{data.coupon_message}</FieldError>}
            <Muted>Orders are charged in USD (USD {data.total.toFixed(2)}).</Muted>
          </>
        )}
      </QueryState>
    </SummaryPanel>
  );
});

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding-top: ${({ theme }) => theme.space(2)};
  border-top: 1px solid ${({ theme }) => theme.color.grey200};
  dt,
  dd {
    margin: 0;
  }
  dd {
    text-align: right;
  }
`;

const Total = styled.dt`
  font-size: 1.2rem;
  font-weight: 600;
  padding-top: ${({ theme }) => theme.space(1)};
  border-top: 1px solid ${({ theme }) => theme.color.grey200};
`;
