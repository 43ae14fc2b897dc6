import { TextField } from '@sohnne/ui';
import { memo } from 'react';
import styled from 'styled-components';
import { useGetCheckoutSettingsQuery } from './checkoutApi';
import { FieldRows, Section, type FieldSpec } from './checkoutLayout';

/** Side by side under the card number. */
const EXPIRY_AND_CVC: FieldSpec[] = [
  {
    name: 'payment.card.expiry',
    label: 'Expiry (MM/YY)',
    inputMode: 'numeric',
    autoComplete: 'cc-exp',
    placeholder: 'MM/YY',
  },
  { name: 'payment.card.cvc', label: 'CVC', inputMode: 'numeric', autoComplete: 'cc-csc' },
];

/** The card part of the checkout form; in test mode, which test cards to use. Memoised as the address. */
export const PaymentSection = memo(function PaymentSection() {
  const settings = useGetCheckoutSettingsQuery();
  return (
    <Section aria-labelledby="payment-title">
      <h2 id="payment-title">Payment</h2>
      {settings.data?.test_mode && (
        <TestBanner role="note">
          <strong>TEST MODE</strong> — no money is taken. Use card{' '}
          {settings.data.accepted_test_cards.join(', ')} (accepted) or{' '}
          {settings.data.declined_test_cards.join(', ')} (declined), any future expiry and any
          3-digit CVC.
        </TestBanner>
      )}
      <TextField
        name="payment.card.number"
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
      />
      <FieldRows fields={EXPIRY_AND_CVC} />
    </Section>
  );
});

const TestBanner = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(1.5)};
  border: 2px dashed ${({ theme }) => theme.color.teakDark};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.paper};
  font-size: 0.9rem;
`;
