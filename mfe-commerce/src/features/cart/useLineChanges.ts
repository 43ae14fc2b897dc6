import { errorMessage, usePlatform } from '@sohnne/platform';
import { afterNextPaint } from '@sohnne/ui';
import { useOptimistic, useState, useTransition, type FormEvent } from 'react';
import { analyticsItems } from './cartAnalytics';
import { useRemoveCartLineMutation, useUpdateCartLineMutation, type CartLine } from './cartApi';

/** Resolves once the browser has painted the current frame. */
const nextPaint = () => new Promise<void>((resolve) => afterNextPaint(resolve));

/**
 * What a cart line's controls do once hydrated: change its quantity (shown at once, the server's cart
 * replacing it, reverting when refused) and remove it; `saving` while either is under way. The tap's paint
 * shows the new quantity or the busy line first; the call (RTK Query's dispatch, the request) follows it.
 */
export function useLineChanges(line: CartLine, onRemoved: (line: CartLine) => void) {
  const platform = usePlatform();
  const [updateLine] = useUpdateCartLineMutation();
  const [removeLine] = useRemoveCartLineMutation();
  const [quantity, showQuantity] = useOptimistic(line.quantity);
  const [updating, startUpdate] = useTransition();
  // Not a transition: one started in a form's submit event is taken by React for a form action.
  const [removing, setRemoving] = useState(false);

  const refreshHeader = () => {
    // The header's count is a convenience; this page already shows the server's cart.
    platform.cart.refresh().catch(() => undefined);
  };

  const changeQuantity = (next: number) =>
    startUpdate(async () => {
      showQuantity(next);
      await nextPaint();
      try {
        await updateLine({ lineId: line.id, quantity: next }).unwrap();
        refreshHeader();
      } catch (error) {
        platform.toasts.error(errorMessage(error));
      }
    });

  // Before (or without) scripts the Remove form posts to the cart's action; hydrated, the mutation removes.
  const remove = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRemoving(true);
    await nextPaint();
    try {
      await removeLine(line.id).unwrap();
      platform.analytics.track('remove_from_cart', {
        currency: 'USD',
        value: line.lineTotal,
        items: analyticsItems([line]),
      });
      refreshHeader();
      onRemoved(line);
    } catch (error) {
      setRemoving(false);
      platform.toasts.error(errorMessage(error));
    }
  };

  return { quantity, saving: updating || removing, changeQuantity, remove };
}
