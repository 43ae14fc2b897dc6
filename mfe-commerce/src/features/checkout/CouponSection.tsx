import { useCartSummary, usePlatform } from '@sohnne/platform';
import { Button, Field } from '@sohnne/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { Section } from './checkoutLayout';

/*
 * The coupon is the cart's, applied at once through the platform: an action inside the checkout form, not a
 * form of its own (forms do not nest).
 */
export function CouponSection() {
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
