import { Button, Field } from '@sohnne/ui';
import { memo } from 'react';
import { CouponRow, useCouponEntry } from '../coupon';
import { Section } from './checkoutLayout';

/*
 * The coupon is the cart's, applied at once through the platform: an action inside the checkout form, not a
 * form of its own (forms do not nest). Memoised: it reads nothing of the form, whose re-renders (errors
 * shown) leave it be.
 */
export const CouponSection = memo(function CouponSection() {
  const { coupon, code, setCode, message, busy, apply, remove } = useCouponEntry();

  return (
    <Section aria-labelledby="coupon-title">
      <h2 id="coupon-title">Coupon</h2>
      {coupon ? (
        <CouponRow>
          <span>
            Coupon <strong>{coupon}</strong> applied
          </span>
          <Button type="button" $variant="secondary" onClick={remove}>
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
});
