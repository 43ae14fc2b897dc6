import { screen, within } from '@testing-library/react';
import { renderCheckout, serveCheckout } from './checkout.fixtures';

test('in test mode, the payment part says which test cards to use', async () => {
  serveCheckout();
  await renderCheckout();
  const payment = await screen.findByRole('region', { name: 'Payment' });
  const note = await within(payment).findByRole('note');
  expect(within(note).getByText('TEST MODE')).toBeTruthy();
  expect(note.textContent).toContain(
    '4242 4242 4242 4242 (accepted) or 4000 0000 0000 0002 (declined)',
  );
  for (const label of ['Card number', 'Expiry (MM/YY)', 'CVC'])
    expect(within(payment).getByLabelText(label)).toBeTruthy();
});
