import { Link, useMoney, usePlatform, useRefetchOnArrival } from '@sohnne/platform';
import {
  ButtonLink,
  Container,
  PageHeading,
  QueryState,
  Skeleton,
  VisuallyHidden,
} from '@sohnne/ui';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { CartCoupon } from '../coupon';
import { CartInstalment } from '../financing';
import { CartProtectionPlan } from '../protection-plan';
import { analyticsItems } from './cartAnalytics';
import { CartLineItem } from './CartLineItem';
import { EmptyCart } from './EmptyCart';
import { useGetCartQuery, type Cart, type CartLine } from './cartApi';
import { removedMessage } from './cartLineForm';
import { PageWithSummary, SummaryPanel } from '../summary-layout';

/** Lines whose image loads eagerly (the rest are below the fold on phones). */
const EAGER_LINES = 2;

export default function CartPage() {
  const platform = usePlatform();
  // Other MFEs add to the cart while this one is unmounted: read afresh on every arrival but the served page.
  const cartQuery = useGetCartQuery(undefined, {
    refetchOnMountOrArgChange: useRefetchOnArrival(),
  });
  const cart = cartQuery.data;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const reported = useRef(false);

  // One view_cart per visit of the page, once the cart is known.
  useEffect(() => {
    if (reported.current || !cart) return;
    reported.current = true;
    platform.analytics.track('view_cart', {
      currency: 'USD',
      value: cart.subtotal,
      items: analyticsItems(cart.lines),
    });
  }, [cart, platform]);

  // One function for the page's life, so the memoised lines keep theirs.
  const onRemoved = useCallback((line: CartLine) => {
    setAnnouncement(removedMessage(line.name));
    // The focused Remove button is gone: continue from the top of the page.
    headingRef.current?.focus();
  }, []);

  return (
    <Container>
      <Heading ref={headingRef} tabIndex={-1}>
        Cart
      </Heading>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      <QueryState
        query={cartQuery}
        loading={<CartSkeleton />}
        error="We couldn't load your cart. Please try again."
        isEmpty={(loaded) => loaded.lines.length === 0}
        empty={<EmptyCart />}
      >
        {(loaded) => (
          <PageWithSummary>
            {/*
              Each part its own hydration task, the lines first: they are what a shopper taps first. Not
              HydrateOnVisible: the page re-renders with the refetched cart before a deferred part opens, and
              an update reaching a part still waiting drops its server HTML.
            */}
            <section aria-label="Items in your cart">
              <Suspense fallback={null}>
                <Lines>
                  {loaded.lines.map((line, index) => (
                    <CartLineItem
                      key={line.id}
                      line={line}
                      eager={index < EAGER_LINES}
                      onRemoved={onRemoved}
                    />
                  ))}
                </Lines>
              </Suspense>
              <Suspense fallback={null}>
                <CartProtectionPlan />
              </Suspense>
            </section>
            <Suspense fallback={null}>
              <CartSummary cart={loaded} />
            </Suspense>
          </PageWithSummary>
        )}
      </QueryState>
    </Container>
  );
}

function CartSummary({ cart }: { cart: Cart }) {
  const money = useMoney();
  return (
    <SummaryPanel aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title">Order summary</h2>
      <Totals>
        <dt>
          Subtotal ({cart.count} {cart.count === 1 ? 'item' : 'items'})
        </dt>
        <dd>{money(cart.subtotal)}</dd>
      </Totals>
      <CartInstalment subtotal={cart.subtotal} />
      <CartCoupon />
      <Note>Shipping and taxes are calculated at checkout.</Note>
      <ButtonLink as={Link} to="/checkout">
        Checkout
      </ButtonLink>
      <ButtonLink as={Link} to="/collections" $variant="secondary">
        Continue shopping
      </ButtonLink>
    </SummaryPanel>
  );
}

function CartSkeleton() {
  return (
    <PageWithSummary>
      <div>
        {[0, 1].map((key) => (
          <SkeletonLine key={key}>
            <Skeleton $ratio="4 / 5" />
            <div>
              <Skeleton $height="20px" />
              <Skeleton $height="16px" />
              <Skeleton $height="44px" />
            </div>
          </SkeletonLine>
        ))}
      </div>
      <Skeleton $height="200px" />
    </PageWithSummary>
  );
}

const Heading = styled(PageHeading)`
  &:focus {
    outline: none;
  }
`;

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border-top: 1px solid ${({ theme }) => theme.color.grey200};
`;

const Totals = styled.dl`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding-top: ${({ theme }) => theme.space(2)};
  border-top: 1px solid ${({ theme }) => theme.color.grey200};
  dd {
    margin: 0;
    font-size: 1.25rem;
    font-weight: 500;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.grey700};
  font-size: 0.9rem;
`;

const SkeletonLine = styled.div`
  display: grid;
  grid-template-columns: 80px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)} 0;
  > div {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    align-content: start;
  }
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 112px minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(3)};
  }
`;
