import { useHydrated } from '@sohnne/platform';
import { Button, SubmitButton } from '@sohnne/ui';
import styled from 'styled-components';

/** Why the order waits for the page's scripts: shown from the server until they have hydrated the form. */
export const SCRIPTS_NEEDED =
  'Card payment needs JavaScript: this page’s scripts send your card details once, with a key that keeps your card from being charged twice. “Place order” turns on as soon as they have loaded.';

/** What a shopper with scripts off can do about it. */
export const SCRIPTS_OFF =
  'JavaScript is turned off in this browser, so an order can’t be paid for here. Turn JavaScript on to pay by card; your cart is kept until you do.';

const NOTE_ID = 'checkout-needs-scripts';

/**
 * The checkout's submit. Card payment is the one form that needs scripts (the order's idempotency key, the
 * card sent as JSON), so the server and the first client render show it disabled with the reason (never a
 * post the page server cannot answer, never a silent failure); once hydrated it is the form's submit.
 */
export function PlaceOrder({ submitting }: { submitting: boolean }) {
  const hydrated = useHydrated();
  if (hydrated)
    return (
      <SubmitButton busy={submitting}>
        {submitting ? 'Placing your order…' : 'Place order'}
      </SubmitButton>
    );
  return (
    <>
      <Note id={NOTE_ID} role="note">
        {SCRIPTS_NEEDED}
      </Note>
      <noscript>
        <Note as="strong">{SCRIPTS_OFF}</Note>
      </noscript>
      <Waiting type="submit" disabled aria-describedby={NOTE_ID}>
        Place order
      </Waiting>
    </>
  );
}

const Note = styled.p`
  display: block;
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: ${({ theme }) => theme.space(1.5)};
  border-left: 4px solid ${({ theme }) => theme.color.teakDark};
  background: ${({ theme }) => theme.color.paper};
  font-size: 0.95rem;
`;

/** As the kit's SubmitButton lays out (full width), disabled: the kit's button has no disabled-but-not-busy state. */
const Waiting = styled(Button)`
  width: 100%;
  margin-top: ${({ theme }) => theme.space(2)};
`;
