import type { CheckoutRequest } from '@sohnne/contracts';
import {
  checkoutAddress,
  Link,
  useCartSummary,
  useHydrated,
  useMoney,
  usePlatform,
  useSession,
} from '@sohnne/platform';
import {
  Button,
  ButtonLink,
  Container,
  Field,
  FieldError,
  Muted,
  PageHeading,
  Skeleton,
  StatePanel,
  SubmitButton,
} from '@sohnne/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  errorMessage,
  errorStatus,
  useGetCheckoutSettingsQuery,
  useGetQuoteQuery,
  useGetSavedAddressesQuery,
  usePlaceOrderMutation,
  type Quote,
  type SavedAddress,
} from './checkoutApi';
import {
  EMPTY_FORM,
  newIdempotencyKey,
  parseExpiry,
  validateCheckout,
  type CheckoutErrors,
  type CheckoutForm,
} from './validation';
import { PageWithSummary, SummaryPanel } from '../summary-layout';

export const SHIPPING_METHOD = 'Free premium shipping, estimated 2-5 business days';
export const DECLINE_FALLBACK = 'Your card was declined. Please use another card.';

export default function CheckoutPage() {
  const platform = usePlatform();
  const user = useSession();
  const hydrated = useHydrated();
  const { coupon } = useCartSummary();
  const [form, setForm] = useState<CheckoutForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [formError, setFormError] = useState('');
  const [addressChoice, setAddressChoice] = useState<string>('new');
  const attemptKey = useRef<string | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);

  const settings = useGetCheckoutSettingsQuery();
  const addresses = useGetSavedAddressesQuery(undefined, { skip: !user });
  // The taxed destination follows the address once a field is left (not on every keystroke).
  const [destination, setDestination] = useState<{ country: string; state: string } | undefined>(
    undefined,
  );
  const updateDestination = (next: Pick<CheckoutForm, 'country' | 'state'>) => {
    const country = next.country.trim();
    const state = next.state.trim();
    setDestination(country && state ? { country, state } : undefined);
  };
  const quote = useGetQuoteQuery(
    { address: destination, coupon_code: coupon ?? undefined },
    { refetchOnMountOrArgChange: true, skip: !hydrated },
  );
  const [placeOrder, placing] = usePlaceOrderMutation();

  // A signed-in customer's contact comes from his session.
  useEffect(() => {
    if (user) setForm((current) => ({ ...current, email: current.email || user.email }));
  }, [user]);

  // His default saved address is chosen first.
  useEffect(() => {
    const saved = addresses.data;
    if (!saved?.length || addressChoice !== 'new') return;
    const preferred = saved.find((address) => address.is_default) ?? saved[0];
    chooseAddress(preferred.id, saved);
    // Only when the list arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [addresses.data]);

  function chooseAddress(id: string, saved: SavedAddress[] = addresses.data ?? []) {
    setAddressChoice(id);
    const address = saved.find((candidate) => candidate.id === id);
    if (!address) return;
    updateDestination(address);
    const lines = checkoutAddress(address);
    setForm((current) => ({ ...current, ...lines, phone: current.phone || lines.phone }));
  }

  const set = (field: keyof CheckoutForm) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setForm((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    // A changed card or address is a new attempt; a plain retry keeps the key.
    attemptKey.current = null;
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (placing.isLoading) return;
    setFormError('');
    const found = validateCheckout(form, new Date());
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0];
      document.getElementById(`checkout-${first}`)?.focus();
      return;
    }
    const expiry = parseExpiry(form.expiry)!;
    const body: CheckoutRequest = {
      contact: { email: form.email.trim(), phone: form.phone.trim() },
      address: {
        first_name: form.first_name.trim(),
        last_name: form.last_name.trim(),
        street_address: form.street_address.trim(),
        house_number: form.house_number.trim(),
        city: form.city.trim(),
        state: form.state.trim(),
        postal_code: form.postal_code.trim(),
        country: form.country.trim(),
      },
      coupon_code: coupon ?? undefined,
      payment: {
        card: {
          number: form.card_number.replace(/[\s-]/g, ''),
          exp_month: expiry.month,
          exp_year: expiry.year,
          cvc: form.cvc.trim(),
        },
      },
    };
    attemptKey.current ??= newIdempotencyKey();
    const result = await placeOrder({ key: attemptKey.current, body });
    if ('data' in result && result.data) {
      await platform.cart.refresh();
      platform.navigation.navigate(`/thankyou?id=${encodeURIComponent(result.data.invoice_id)}`);
      return;
    }
    const status = errorStatus(result.error);
    // A declined order is final: the next try is a new attempt with a new key.
    if (status === 402) attemptKey.current = null;
    setFormError(
      status === 402
        ? errorMessage(result.error, DECLINE_FALLBACK)
        : errorMessage(
            result.error,
            'We could not place your order. Please check your details and try again.',
          ),
    );
    requestAnimationFrame(() => errorRef.current?.focus());
  }

  if (quote.data && quote.data.lines.length === 0) {
    return (
      <Container>
        <PageHeading>Checkout</PageHeading>
        <StatePanel>
          <h2>Your cart is empty</h2>
          <ButtonLink as={Link} to="/collections">
            Browse Products
          </ButtonLink>
        </StatePanel>
      </Container>
    );
  }

  const testMode = settings.data?.test_mode;

  return (
    <Container>
      <PageHeading>Checkout</PageHeading>
      <PageWithSummary>
        <form noValidate onSubmit={onSubmit} aria-label="Checkout">
          <Section aria-labelledby="contact-title">
            <h2 id="contact-title">Contact</h2>
            <Row>
              <Field
                id="checkout-email"
                label="Email"
                type="email"
                autoComplete="email"
                value={form.email}
                onChange={set('email')}
                error={errors.email}
              />
              <Field
                id="checkout-phone"
                label="Phone"
                type="tel"
                autoComplete="tel"
                value={form.phone}
                onChange={set('phone')}
                error={errors.phone}
              />
            </Row>
          </Section>

          <Section aria-labelledby="address-title">
            <h2 id="address-title">Shipping address</h2>
            {user && addresses.data && addresses.data.length > 0 && (
              <Choices role="radiogroup" aria-label="Saved addresses">
                {addresses.data.map((address) => (
                  <Choice key={address.id}>
                    <input
                      type="radio"
                      name="saved-address"
                      checked={addressChoice === address.id}
                      onChange={() => chooseAddress(address.id)}
                    />
                    <span>
                      <strong>{address.name}</strong>
                      <br />
                      {address.street_address} {address.house_number}, {address.city},{' '}
                      {address.state} {address.postal_code}, {address.country}
                    </span>
                  </Choice>
                ))}
                <Choice>
                  <input
                    type="radio"
                    name="saved-address"
                    checked={addressChoice === 'new'}
                    onChange={() => setAddressChoice('new')}
                  />
                  <span>Use a different address</span>
                </Choice>
              </Choices>
            )}
            <Row>
              <Field
                id="checkout-first_name"
                label="First name"
                autoComplete="given-name"
                value={form.first_name}
                onChange={set('first_name')}
                error={errors.first_name}
              />
              <Field
                id="checkout-last_name"
                label="Last name"
                autoComplete="family-name"
                value={form.last_name}
                onChange={set('last_name')}
                error={errors.last_name}
              />
            </Row>
            <Row>
              <Field
                id="checkout-street_address"
                label="Street address"
                autoComplete="address-line1"
                value={form.street_address}
                onChange={set('street_address')}
                error={errors.street_address}
              />
              <Field
                id="checkout-house_number"
                label="House number"
                value={form.house_number}
                onChange={set('house_number')}
                error={errors.house_number}
              />
            </Row>
            <Row>
              <Field
                id="checkout-city"
                label="City"
                autoComplete="address-level2"
                value={form.city}
                onChange={set('city')}
                error={errors.city}
              />
              <Field
                id="checkout-state"
                label="State"
                autoComplete="address-level1"
                value={form.state}
                onChange={set('state')}
                onBlur={() => updateDestination(form)}
                error={errors.state}
              />
            </Row>
            <Row>
              <Field
                id="checkout-postal_code"
                label="Zip code"
                autoComplete="postal-code"
                value={form.postal_code}
                onChange={set('postal_code')}
                error={errors.postal_code}
              />
              <Field
                id="checkout-country"
                label="Country"
                autoComplete="country"
                value={form.country}
                onChange={set('country')}
                onBlur={() => updateDestination(form)}
                error={errors.country}
              />
            </Row>
          </Section>

          <Section aria-labelledby="shipping-title">
            <h2 id="shipping-title">Shipping method</h2>
            <Choice>
              <input type="radio" name="shipping-method" checked readOnly />
              <span>{SHIPPING_METHOD}</span>
            </Choice>
          </Section>

          <CouponBox />

          <Section aria-labelledby="payment-title">
            <h2 id="payment-title">Payment</h2>
            {testMode && (
              <TestBanner role="note">
                <strong>TEST MODE</strong> — no money is taken. Use card{' '}
                {settings.data?.accepted_test_cards.join(', ')} (accepted) or{' '}
                {settings.data?.declined_test_cards.join(', ')} (declined), any future expiry and
                any 3-digit CVC.
              </TestBanner>
            )}
            <Field
              id="checkout-card_number"
              label="Card number"
              inputMode="numeric"
              autoComplete="cc-number"
              value={form.card_number}
              onChange={set('card_number')}
              error={errors.card_number}
            />
            <Row>
              <Field
                id="checkout-expiry"
                label="Expiry (MM/YY)"
                inputMode="numeric"
                autoComplete="cc-exp"
                placeholder="MM/YY"
                value={form.expiry}
                onChange={set('expiry')}
                error={errors.expiry}
              />
              <Field
                id="checkout-cvc"
                label="CVC"
                inputMode="numeric"
                autoComplete="cc-csc"
                value={form.cvc}
                onChange={set('cvc')}
                error={errors.cvc}
              />
            </Row>
          </Section>

          <div ref={errorRef} tabIndex={-1}>
            {formError && (
              <Alert role="alert">
                <FieldError as="strong">{formError}</FieldError>
                <Muted>Your cart has been kept. You can try again.</Muted>
              </Alert>
            )}
          </div>
          <SubmitButton busy={placing.isLoading}>
            {placing.isLoading ? 'Placing your order…' : 'Place order'}
          </SubmitButton>
        </form>
        <OrderSummary
          quote={quote.data}
          error={
            quote.isError
              ? errorStatus(quote.error) === 400
                ? errorMessage(quote.error, '')
                : 'We couldn’t work out your totals.'
              : undefined
          }
          onRetry={() => quote.refetch()}
        />
      </PageWithSummary>
    </Container>
  );
}

function CouponBox() {
  const platform = usePlatform();
  const { coupon } = useCartSummary();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  async function apply() {
    if (!code.trim()) {
      setMessage('Enter a coupon code');
      return;
    }
    setBusy(true);
    const result = await platform.cart.applyCoupon(code.trim());
    setBusy(false);
    if (result.ok) {
      setMessage('');
      setCode('');
    } else setMessage(result.message);
  }

  return (
    <Section aria-labelledby="coupon-title">
      <h2 id="coupon-title">Coupon</h2>
      {coupon ? (
        <CouponRow>
          <span>
            Coupon <strong>{coupon}</strong> applied
          </span>
          <Button type="button" $variant="secondary" onClick={() => platform.cart.clearCoupon()}>
            Remove
          </Button>
        </CouponRow>
      ) : (
        <CouponRow>
          <Field
            id="checkout-coupon"
            label="Coupon code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={message}
          />
          <Button type="button" $variant="secondary" disabled={busy} onClick={apply}>
            Apply
          </Button>
        </CouponRow>
      )}
    </Section>
  );
}

function OrderSummary({
  quote,
  error,
  onRetry,
}: {
  quote?: Quote;
  error?: string;
  onRetry: () => void;
}) {
  const money = useMoney();
  let body;
  if (error) {
    body = (
      <StatePanel role="alert">
        <p>{error || 'We couldn’t work out your totals.'}</p>
        <Button type="button" onClick={onRetry}>
          Try again
        </Button>
      </StatePanel>
    );
  } else if (quote) {
    body = (
      <>
        <Lines>
          {quote.lines.map((line) => (
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
          <dd>{money(quote.subtotal)}</dd>
          <dt>Discount{quote.coupon_code ? ` (${quote.coupon_code})` : ''}</dt>
          <dd>{quote.discount > 0 ? `−${money(quote.discount)}` : money(0)}</dd>
          <dt>Tax</dt>
          <dd>{money(quote.tax)}</dd>
          <dt>Shipping</dt>
          <dd>{quote.shipping === 0 ? 'Free' : money(quote.shipping)}</dd>
          <Total>Total</Total>
          <Total as="dd" data-testid="checkout-total">
            {money(quote.total)}
          </Total>
        </Totals>
        {quote.coupon_message && <FieldError role="status">{quote.coupon_message}</FieldError>}
        <Muted>Orders are charged in USD (USD {quote.total.toFixed(2)}).</Muted>
      </>
    );
  } else {
    body = (
      <div aria-busy="true">
        <Skeleton $height="120px" />
      </div>
    );
  }
  return (
    <SummaryPanel aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">Order summary</h2>
      {body}
    </SummaryPanel>
  );
}

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space(3)};
  padding-bottom: ${({ theme }) => theme.space(2)};
  border-bottom: 1px solid ${({ theme }) => theme.color.grey200};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.25rem;
  }
`;

const Row = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space(2)};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Choices = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

const Choice = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space(1.5)};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space(1.5)};
  border: 1px solid ${({ theme }) => theme.color.grey300};
  border-radius: ${({ theme }) => theme.radius};
  cursor: pointer;
  input {
    margin-top: 4px;
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.color.teakDark};
  }
`;

const CouponRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: flex-start;
  > div {
    flex: 1 1 200px;
    margin-bottom: 0;
  }
  > button {
    margin-top: 26px;
  }
  > span {
    align-self: center;
    flex: 1;
  }
  > span + button {
    margin-top: 0;
  }
`;

const TestBanner = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(1.5)};
  border: 2px dashed ${({ theme }) => theme.color.teakDark};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.paper};
  font-size: 0.9rem;
`;

const Alert = styled.div`
  padding: ${({ theme }) => theme.space(1.5)};
  border: 1px solid ${({ theme }) => theme.color.error};
  border-radius: ${({ theme }) => theme.radius};
  p {
    margin-bottom: 0;
  }
`;

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
