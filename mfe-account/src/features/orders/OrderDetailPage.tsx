import { Fragment } from 'react';
import { Link, postalLines, useParams } from '@sohnne/platform';
import { OrderTotals, QueryState, Skeleton, StatePanel } from '@sohnne/ui';
import styled from 'styled-components';
import type { OrderDetailLine } from '../../types';
import { AccountHeading } from '../account-area';
import { AccountLayout } from '../account-area';
import { formatOrderDate, usd } from './orderFormat';
import { OrderStatus } from './OrderStatus';
import { useGetOrderQuery } from './ordersApi';
import { ColumnHeads } from './ColumnHeads';
import { ResponsiveTable } from './table';

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.grey700};
`;

const Shipping = styled.section`
  margin-top: ${({ theme }) => theme.space(4)};
  h2 {
    font-size: 1.25rem;
    margin: 0 0 ${({ theme }) => theme.space(1)};
  }
  address {
    font-style: normal;
    line-height: 1.6;
    color: ${({ theme }) => theme.color.grey700};
    overflow-wrap: anywhere;
  }
`;

const Back = styled(Link)`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.color.walnut};
`;

function OrderLines({ lines }: { lines: OrderDetailLine[] }) {
  const [first] = lines;
  const place = first.address[0];
  return (
    <>
      <AccountHeading>Order #{first.invoice_id}</AccountHeading>
      <Meta>
        <span>Placed on {formatOrderDate(first.created_at)}</span>
        <OrderStatus status={first.status} />
      </Meta>
      <ResponsiveTable>
        <ColumnHeads names={['Product', 'Quantity', 'Price', 'Total']} />
        <tbody>
          {lines.map((line) => (
            <tr key={line.id}>
              <td data-label="Product">
                <strong>{line.product}</strong>
                {line.variant_combination && (
                  <>
                    <br />
                    <small>{line.variant_combination}</small>
                  </>
                )}
              </td>
              <td data-label="Quantity">{line.quantity}</td>
              <td data-label="Price">{usd(line.price)}</td>
              <td data-label="Total">{usd(line.line_total)}</td>
            </tr>
          ))}
        </tbody>
      </ResponsiveTable>
      <OrderTotals totals={first.totals} format={usd} />
      <Shipping aria-labelledby="shipping-heading">
        <h2 id="shipping-heading">Shipping address</h2>
        <address>
          {first.first_name} {first.last_name}
          <br />
          {place &&
            [...postalLines(place), place.phone_number].map((line, index) => (
              <Fragment key={index}>
                {line}
                <br />
              </Fragment>
            ))}
          {first.user_email}
        </address>
      </Shipping>
      <Back to="/my-account/order">← Back to orders</Back>
    </>
  );
}

export default function OrderDetailPage() {
  const { id = '' } = useParams();
  const order = useGetOrderQuery(id);
  return (
    <AccountLayout>
      <QueryState
        query={order}
        loading={<OrderSkeleton />}
        error="We couldn't load this order."
        isEmpty={(lines) => lines.length === 0}
        empty={<OrderNotFound />}
      >
        {(lines) => <OrderLines lines={lines} />}
      </QueryState>
    </AccountLayout>
  );
}

function OrderSkeleton() {
  return (
    <>
      <Skeleton $height="2.5rem" style={{ maxWidth: 320, marginBottom: 24 }} />
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} $height="56px" style={{ marginBottom: 8 }} />
      ))}
    </>
  );
}

function OrderNotFound() {
  return (
    <StatePanel>
      <AccountHeading as="h1">Order not found</AccountHeading>
      <Back to="/my-account/order">Back to orders</Back>
    </StatePanel>
  );
}
