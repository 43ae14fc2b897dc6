import { Link, useRefetchOnArrival } from '@sohnne/platform';
import { Button, ButtonLink, QueryState, Skeleton, StatePanel, VisuallyHidden } from '@sohnne/ui';
import styled from 'styled-components';
import { AccountHeading } from '../account-area';
import { AccountLayout } from '../account-area';
import { formatOrderDate, usd } from './orderFormat';
import { OrderStatus } from './OrderStatus';
import { useCancelOrderMutation, useGetOrdersQuery } from './ordersApi';
import { ColumnHeads } from './ColumnHeads';
import { ResponsiveTable } from './table';
import type { OrderRow } from '../../types';

const Small = styled(Button)`
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space(1.5)};
`;

/** Cancels a pending order; `cancelling(id)` says whether that order's cancel is on its way. */
function useCancelOrder() {
  const [cancel, { isLoading, originalArgs }] = useCancelOrderMutation();
  const cancelOrder = async (transactionId: string) => {
    const result = await cancel({ transactionId, status: 'Canceled' });
    // The spec: a failed cancel is only logged (the list shows the order as it is).
    if (result.error)
      console.error(`[account] canceling order ${transactionId} failed`, result.error);
  };
  const cancelling = (transactionId: string) =>
    isLoading && originalArgs?.transactionId === transactionId;
  return { cancelOrder, cancelling };
}

function OrdersTable({ orders }: { orders: OrderRow[] }) {
  const { cancelOrder, cancelling } = useCancelOrder();
  return (
    <ResponsiveTable>
      <VisuallyHidden as="caption">Your orders, newest first</VisuallyHidden>
      <ColumnHeads names={['Order', 'Date', 'Status', 'Item', 'Total', 'Actions']} />
      <tbody>
        {orders.map((order) => (
          <tr key={order.invoice_id}>
            <td data-label="Order">
              <Link to={`/my-account/order/${encodeURIComponent(order.invoice_id)}`}>
                #{order.invoice_id}
              </Link>
            </td>
            <td data-label="Date">{formatOrderDate(order.created_at)}</td>
            <td data-label="Status">
              <OrderStatus status={order.status} />
            </td>
            <td data-label="Item">{order.item}</td>
            <td data-label="Total">{usd(order.total)}</td>
            <td data-label="Actions">
              {order.status === 'pending' && (
                <Small
                  type="button"
                  $variant="secondary"
                  disabled={cancelling(order.invoice_id)}
                  onClick={() => void cancelOrder(order.invoice_id)}
                  aria-label={`Cancel order #${order.invoice_id}`}
                >
                  Cancel
                </Small>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </ResponsiveTable>
  );
}

export default function OrdersPage() {
  const query = useGetOrdersQuery(undefined, { refetchOnMountOrArgChange: useRefetchOnArrival() });
  return (
    <AccountLayout>
      <AccountHeading>Orders</AccountHeading>
      <QueryState
        query={query}
        error="We couldn't load your orders. Please try again."
        loading={
          <div>
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} $height="48px" style={{ marginBottom: 8 }} />
            ))}
          </div>
        }
        isEmpty={(orders) => orders.length === 0}
        empty={
          <StatePanel>
            <h2>Empty Order</h2>
            <p>No Order has been made yet.</p>
            <ButtonLink as={Link} to="/collections">
              Browse Products
            </ButtonLink>
          </StatePanel>
        }
      >
        {(orders) => <OrdersTable orders={orders} />}
      </QueryState>
    </AccountLayout>
  );
}
