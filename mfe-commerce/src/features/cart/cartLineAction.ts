import { errorMessage, formAction, type FlashMessage } from '@sohnne/platform';
import { cartApi } from './cartApi';
import { cartLineSchema, quantityMessage, removedMessage, requestedQuantity } from './cartLineForm';

const back = (flash: FlashMessage) => ({ redirect: '/cart', flash });

/**
 * A cart line's quantity or removal posted before (or without) scripts: the same PATCH or DELETE the hydrated
 * line sends, then back to the cart (303) with what changed, or the service's message as the hydrated
 * line's toast says it (the cart shows what the server holds either way).
 */
export const cartLineAction = formAction(cartLineSchema, async (values, { dispatch }) => {
  if (values.intent === 'remove') {
    const result = await dispatch(cartApi.endpoints.removeCartLine.initiate(values.lineId));
    if (result.error) return back({ kind: 'error', text: errorMessage(result.error) });
    return back({ kind: 'success', text: removedMessage(values.name) });
  }
  const quantity = requestedQuantity(values);
  if (quantity === null) return { redirect: '/cart' };
  const result = await dispatch(
    cartApi.endpoints.updateCartLine.initiate({ lineId: values.lineId, quantity }),
  );
  if (result.error) return back({ kind: 'error', text: errorMessage(result.error) });
  return back({ kind: 'success', text: quantityMessage(values.name, quantity) });
});
