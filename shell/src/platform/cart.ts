import { apiFetch, createStore, messageOf, type AnalyticsApi, type CartApi, type CartSummary, type ToastApi } from '@sohnne/platform';

const EMPTY: CartSummary = { count: 0, subtotal: 0 };

function toSummary(body: unknown): CartSummary {
  const { count, subtotal } = (body ?? {}) as Record<string, unknown>;
  return {
    count: typeof count === 'number' && Number.isFinite(count) ? count : 0,
    subtotal: typeof subtotal === 'number' && Number.isFinite(subtotal) ? subtotal : 0,
  };
}

/** The error text of a failed call's JSON body. */
async function serverMessage(response: Response, fallback: string): Promise<string> {
  return messageOf(await response.json().catch(() => null), fallback);
}

export function createCart(toasts: ToastApi, analytics: AnalyticsApi, initial: CartSummary = EMPTY): CartApi {
  const store = createStore<CartSummary>(toSummary(initial));

  const update = (summary: CartSummary) => {
    const current = store.get();
    if (current.count !== summary.count || current.subtotal !== summary.subtotal) store.set(summary);
  };

  return {
    get: store.get,
    subscribe: store.subscribe,
    refresh: async () => {
      try {
        const response = await apiFetch('/api/cart');
        if (!response.ok) throw new Error(`GET /api/cart answered ${response.status}`);
        update(toSummary(await response.json()));
      } catch (error) {
        console.warn('[shell] could not read the cart', error);
      }
      return store.get();
    },
    add: async ({ productId, variantId, quantity, name }) => {
      try {
        const response = await apiFetch('/api/cart/items', {
          method: 'POST',
          body: JSON.stringify(variantId ? { productId, variantId, quantity } : { productId, quantity }),
        });
        if (!response.ok) {
          toasts.error(await serverMessage(response, 'Could not add to cart. Please try again.'));
          return;
        }
        // The answer is the whole cart, so the summary is refreshed from it without another request.
        update(toSummary(await response.json()));
        toasts.success(name ? `${name} added to cart` : 'Added to cart');
        analytics.track('add_to_cart', { productId, variantId, quantity });
      } catch (error) {
        console.error('[shell] add to cart failed', error);
        toasts.error('Could not add to cart. Please try again.');
      }
    },
  };
}
