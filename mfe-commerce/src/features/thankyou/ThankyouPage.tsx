import {
  httpStatus,
  Link,
  postalLines,
  useMoney,
  usePlatform,
  useSearchParams,
} from '@sohnne/platform';
import {
  ButtonLink,
  Container,
  Muted,
  OrderTotals,
  PageHeading,
  paperPanel,
  QueryState,
  Skeleton,
  StatePanel,
} from '@sohnne/ui';
import { useEffect } from 'react';
import styled from 'styled-components';
import { markPurchaseSent, purchaseEvent, readUtmCookie, sentPurchases } from './purchase';
import { useGetInvoiceQuery, usePostUtmMutation, type InvoiceLine } from './thankyouApi';

/** The shop's support channels (the same as the shell's contact panel). */
export const SUPPORT = {
  phone: '+1 (555) 013-2025',
  phoneHref: 'tel:+15550132025',
  email: 'hello@sohnne.test',
} as const;

export default function ThankyouPage() {
  const params = useSearchParams();
  const id = params.get('id') ?? '';
  const platform = usePlatform();
  const invoice = useGetInvoiceQuery(id, { skip: !id });
  const [postUtm] = usePostUtmMutation();
  const lines = invoice.data;
  const notFound = !id || httpStatus(invoice.error) === 404;

  useEffect(() => {
    if (notFound) platform.navigation.notFound();
  }, [notFound, platform]);

  // One purchase event and one campaign post per order in this browser: not again on reload.
  useEffect(() => {
    if (!lines?.length) return;
    if (sentPurchases(window.localStorage).includes(id)) return;
    markPurchaseSent(window.localStorage, id);
    platform.analytics.track('purchase', purchaseEvent(id, lines));
    void postUtm({ id, utm: readUtmCookie(document.cookie) });
  }, [id, lines, platform, postUtm]);

  return (
    <Container>
      {notFound ? (
        <OrderMissing />
      ) : (
        <QueryState
          query={invoice}
          error="We couldn't load your order."
          loading={
            <>
              <Skeleton $height="40px" />
              <Skeleton $height="240px" />
            </>
          }
          isEmpty={(found) => found.length === 0}
          empty={<OrderMissing />}
        >
          {(found) => <Confirmation id={id} lines={found} />}
        </QueryState>
      )}
    </Container>
  );
}

function OrderMissing() {
  return (
    <StatePanel>
      <h2>We couldn&apos;t find this order</h2>
      <ButtonLink as={Link} to="/">
        Continue Shopping
      </ButtonLink>
    </StatePanel>
  );
}

function Confirmation({ id, lines }: { id: string; lines: InvoiceLine[] }) {
  const money = useMoney();
  const first = lines[0];
  const address = first.address[0];
  const { totals } = first;
  const name = `${first.first_name} ${first.last_name}`.trim();
  const addressLines = address ? [name, ...postalLines(address)].filter(Boolean) : [];

  return (
    <Page>
      <Muted>Order number {id}</Muted>
      <PageHeading>Thank you, {first.first_name}!</PageHeading>
      <p>
        Your order is confirmed. A confirmation e-mail is on its way to{' '}
        <strong>{first.user_email}</strong>.
      </p>
      <Grid>
        <Box aria-labelledby="ty-contact">
          <h2 id="ty-contact">Contact</h2>
          <p>
            {first.user_email}
            <br />
            {address?.phone_number}
          </p>
        </Box>
        <Box aria-labelledby="ty-billing">
          <h2 id="ty-billing">Billing address</h2>
          <Address>{addressLines.join('\n')}</Address>
        </Box>
        <Box aria-labelledby="ty-shipping">
          <h2 id="ty-shipping">Shipping address</h2>
          <Address>{addressLines.join('\n')}</Address>
          <Muted>{totals.shipping_label}</Muted>
        </Box>
      </Grid>
      <Box aria-labelledby="ty-items">
        <h2 id="ty-items">Your items</h2>
        <Items>
          {lines.map((line, index) => {
            const attributes = line.product.data.attributes;
            const variant = attributes.product_variants.length
              ? attributes.product_variants.map((v) => `${v.type}: ${v.value}`).join(', ')
              : attributes.variants[0]
                ? `${attributes.variants[0].type}: ${attributes.variants[0].value}`
                : '';
            return (
              <li key={`${line.product.data.id}-${index}`}>
                <span>
                  <strong>{attributes.name}</strong>
                  {variant && <Muted as="span"> · {variant}</Muted>}
                  <br />
                  Quantity: {line.quantity}
                </span>
                <span>{money(line.line_total)}</span>
              </li>
            );
          })}
        </Items>
        <OrderTotals totals={totals} format={money} totalTestId="thankyou-total" />
        <Muted>Charged in USD (USD {totals.total.toFixed(2)}).</Muted>
      </Box>
      <Actions>
        <ButtonLink as={Link} to="/">
          Continue Shopping
        </ButtonLink>
        <Muted>
          Questions about your order? Call <a href={SUPPORT.phoneHref}>{SUPPORT.phone}</a> or e-mail{' '}
          <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>.
        </Muted>
      </Actions>
    </Page>
  );
}

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding-bottom: ${({ theme }) => theme.space(6)};
  > p {
    margin: 0;
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Box = styled.section`
  ${paperPanel}
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: 1.15rem;
  }
  p {
    margin: 0;
  }
`;

const Address = styled.p`
  white-space: pre-line;
`;

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(1.5)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.grey200};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
`;
