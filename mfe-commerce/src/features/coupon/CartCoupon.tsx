import { SHELL_ACTION_FIELD } from '@sohnne/platform';
import { Button, Field, FormTokenField } from '@sohnne/ui';
import type { FormEvent } from 'react';
import { CouponRow } from './CouponRow';
import { useCouponEntry } from './useCouponEntry';

/**
 * The coupon on the cart page: a form of the platform's (`_shell=coupon`) that the page server applies or
 * removes before (or without) scripts, then back here with what happened; hydrated, the platform does it.
 */
export function CartCoupon() {
  const { coupon, code, setCode, message, busy, apply, remove } = useCouponEntry();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void (coupon ? remove() : apply());
  };

  return (
    <form method="post" onSubmit={submit} aria-label="Coupon">
      <FormTokenField />
      <input type="hidden" name={SHELL_ACTION_FIELD} value="coupon" />
      {coupon ? (
        <CouponRow>
          <input type="hidden" name="intent" value="remove" />
          <span>
            Coupon <strong>{coupon}</strong> applied
          </span>
          <Button type="submit" $variant="secondary" aria-label={`Remove coupon ${coupon}`}>
            Remove
          </Button>
        </CouponRow>
      ) : (
        <CouponRow>
          <Field
            id="cart-coupon"
            name="code"
            label="Coupon code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={message}
          />
          <Button type="submit" $variant="secondary" disabled={busy}>
            Apply
          </Button>
        </CouponRow>
      )}
    </form>
  );
}
