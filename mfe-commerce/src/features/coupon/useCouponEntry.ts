import { useCartSummary, usePlatform } from '@sohnne/platform';
import { useState } from 'react';

/**
 * The cart's coupon as a shopper enters it, applied at once through the platform (which keeps it in its
 * cookie): the code being typed, the refusal to show under it, and apply / remove.
 */
export function useCouponEntry() {
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

  return { coupon, code, setCode, message, busy, apply, remove: () => platform.cart.clearCoupon() };
}
