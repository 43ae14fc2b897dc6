import { useCartSummary, usePlatform } from '@sohnne/platform';
import {
  applyServerErrors,
  Container,
  FieldError,
  Muted,
  PageHeading,
  useFieldError,
  useZodForm,
  whenIdle,
  ZodForm,
} from '@sohnne/ui';
import { Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { EmptyCart } from '../cart';
import { prefetchThankyouPage } from '../thankyou';
import { PageWithSummary } from '../summary-layout';
import { AddressSection, type Destination } from './AddressSection';
import { errorStatus, useGetQuoteQuery, usePlaceOrderMutation } from './checkoutApi';
import {
  checkoutRequest,
  checkoutSchema,
  EMPTY_CHECKOUT,
  newIdempotencyKey,
  type CheckoutValues,
} from './checkoutForm';
import { useQuoteRequest } from './checkoutQuote';
import { CouponSection } from './CouponSection';
import { OrderSummary, ShippingMethod } from './OrderSummary';
import { PaymentSection } from './PaymentSection';
import { PlaceOrder } from './PlaceOrder';

export const DECLINE_FALLBACK = 'Your card was declined. Please use another card.';
const PLACE_FAILURE = 'We could not place your order. Please check your details and try again.';

const schema = checkoutSchema();

export default function CheckoutPage() {
  const form = useZodForm(schema, EMPTY_CHECKOUT);
  const errorRef = useRef<HTMLDivElement>(null);
  const { submit, placing } = usePlaceOrder(form, errorRef);
  const [destination, setDestination] = useState<Destination | undefined>(undefined);

  // Placing an order goes on to the thank-you page: its code is loaded while the shopper fills the form.
  useEffect(() => whenIdle(() => void prefetchThankyouPage()), []);

  return (
    <Container>
      <PageHeading>Checkout</PageHeading>
      <UnlessCartEmpty destination={destination}>
        <PageWithSummary>
          <ZodForm form={form} onSubmit={submit} aria-label="Checkout">
            {/*
              Each part its own hydration task, the contact and address first: they are what a shopper
              taps first. Not HydrateOnVisible: the form re-renders (its context with it) before a deferred
              part would open, and an update reaching a part still waiting drops its server HTML.
            */}
            <Suspense fallback={null}>
              <AddressSection onDestination={setDestination} />
            </Suspense>
            <Suspense fallback={null}>
              <ShippingMethod destination={destination} />
            </Suspense>
            <Suspense fallback={null}>
              <CouponSection />
            </Suspense>
            <Suspense fallback={null}>
              <PaymentSection />
            </Suspense>
            <PlaceOrderError focusRef={errorRef} />
            <PlaceOrder submitting={placing} />
          </ZodForm>
          <Suspense fallback={null}>
            <OrderSummary destination={destination} />
          </Suspense>
        </PageWithSummary>
      </UnlessCartEmpty>
    </Container>
  );
}

/**
 * The form, or the empty cart once the quote (always fresh on arrival) finds no line. A part of its own:
 * the quote is asked for once the page has hydrated, and its arrival re-renders this part, which keeps the
 * form it was given as it is, rather than the page and the whole form with it.
 */
function UnlessCartEmpty({
  destination,
  children,
}: {
  destination: Destination | undefined;
  children: ReactNode;
}) {
  const { request, skip } = useQuoteRequest(destination);
  const { emptyCart } = useGetQuoteQuery(request, {
    refetchOnMountOrArgChange: true,
    skip,
    selectFromResult: ({ data }) => ({ emptyCart: data?.lines.length === 0 }),
  });
  return emptyCart ? <EmptyCart /> : children;
}

/**
 * Places the order with the form's values and the cart's coupon: on to the thank-you page, or the refusal
 * spread over the fields (else said above the button, focused). One idempotency key per attempt: a changed
 * card or address, or a declined card, starts a new one; a plain retry keeps it. `placing` from valid values
 * to the answer (not the form's isSubmitting, which would re-render the page for a tap the checks refuse).
 */
function usePlaceOrder(
  form: ReturnType<typeof useZodForm<CheckoutValues>>,
  errorRef: RefObject<HTMLDivElement | null>,
) {
  const platform = usePlatform();
  const { coupon } = useCartSummary();
  const [placeOrder] = usePlaceOrderMutation();
  const attemptKey = useRef<string | null>(null);
  const [placing, setPlacing] = useState(false);

  useEffect(() => {
    const watching = form.watch(() => (attemptKey.current = null));
    return () => watching.unsubscribe();
  }, [form]);

  async function submit(values: CheckoutValues) {
    setPlacing(true);
    attemptKey.current ??= newIdempotencyKey();
    const result = await placeOrder({
      key: attemptKey.current,
      body: checkoutRequest(values, coupon ?? undefined),
    });
    if (result.data) {
      await platform.cart.refresh();
      platform.navigation.navigate(`/thankyou?id=${encodeURIComponent(result.data.invoice_id)}`);
      return;
    }
    setPlacing(false);
    const declined = errorStatus(result.error) === 402;
    if (declined) attemptKey.current = null;
    const underFields = applyServerErrors(
      form,
      result.error,
      declined ? DECLINE_FALLBACK : PLACE_FAILURE,
    );
    if (!underFields) requestAnimationFrame(() => errorRef.current?.focus());
  }
  return { submit, placing };
}

/** Why the order was not placed (not a field's fault), and that the cart is still there. */
function PlaceOrderError({ focusRef }: { focusRef: RefObject<HTMLDivElement | null> }) {
  const message = useFieldError('root.server');
  return (
    <div ref={focusRef} tabIndex={-1}>
      {message && (
        <Alert role="alert">
          <FieldError as="strong">{message}</FieldError>
          <Muted>Your cart has been kept. You can try again.</Muted>
        </Alert>
      )}
    </div>
  );
}

const Alert = styled.div`
  padding: ${({ theme }) => theme.space(1.5)};
  border: 1px solid ${({ theme }) => theme.color.error};
  border-radius: ${({ theme }) => theme.radius};
  p {
    margin-bottom: 0;
  }
`;
