import type { Cart } from '@sohnne/contracts';
import type { AnalyticsApi, CartApi, CartSummary, CouponResult, ToastApi } from '../contract';
import { COUPON_COOKIE, messageOf, readCookie } from '../http';
import { createStore } from '../store';
import { readJson, type ApiTransport } from './transport';

const EMPTY: CartSummary = { count: 0, subtotal: 0, coupon: null };

/** The commerce service's cart read, by the browser and by the page server alike. */
export const CART_PATH = '/api/cart';

/** The commerce service's cart answer as a summary; the coupon is the shell's own state (its cookie). */
export function cartSummaryOf(
  body: Partial<Cart> | null | undefined,
  coupon: string | null,
): CartSummary {
  const { count, subtotal } = (body ?? {}) as Record<string, unknown>;
  return {
    count: typeof count === 'number' && Number.isFinite(count) ? count : 0,
    subtotal: typeof subtotal === 'number' && Number.isFinite(subtotal) ? subtotal : 0,
    coupon,
  };
}

function rememberCoupon(code: string | null) {
  if (typeof document === 'undefined') return;
  document.cookie = code
    ? `${COUPON_COOKIE}=${encodeURIComponent(code)}; path=/; SameSite=Lax`
    : `${COUPON_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
}

/** The error text of a failed call's JSON body. */
async function serverMessage(response: Response, fallback: string): Promise<string> {
  return messageOf(await response.json().catch(() => null), fallback);
}

/** After a failed read the summary is read again, sooner first: the badge recovers when the service does. */
const RETRY_DELAYS_MS = [2000, 5000, 10000, 30000];

export function createCart(
  transport: ApiTransport,
  toasts: ToastApi,
  analytics: AnalyticsApi,
  initial: CartSummary = EMPTY,
): CartApi {
  const store = createStore<CartSummary>(
    cartSummaryOf(initial, initial.coupon ?? readCookie(COUPON_COOKIE) ?? null),
  );

  const update = (summary: CartSummary) => {
    const current = store.get();
    if (
      current.count !== summary.count ||
      current.subtotal !== summary.subtotal ||
      current.coupon !== summary.coupon
    )
      store.set(summary);
  };
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const setCoupon = (coupon: string | null) => {
    rememberCoupon(coupon);
    update({ ...store.get(), coupon });
  };

  return {
    get: store.get,
    subscribe: store.subscribe,
    refresh: async function refresh() {
      clearTimeout(retry);
      try {
        update(cartSummaryOf(await readJson<Cart>(transport, CART_PATH), store.get().coupon));
        failures = 0;
      } catch (error) {
        console.warn('[platform] could not read the cart', error);
        retry = setTimeout(
          () => void refresh(),
          RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)],
        );
        failures += 1;
      }
      return store.get();
    },
    add: async ({ productId, variantId, quantity, name }) => {
      try {
        const response = await transport('/api/cart/items', {
          method: 'POST',
          body: JSON.stringify(
            variantId ? { productId, variantId, quantity } : { productId, quantity },
          ),
        });
        if (!response.ok) {
          toasts.error(await serverMessage(response, 'Could not add to cart. Please try again.'));
          return;
        }
        // The answer is the whole cart, so the summary is refreshed from it without another request.
        update(cartSummaryOf((await response.json()) as Cart, store.get().coupon));
        toasts.success(name ? `${name} added to cart` : 'Added to cart');
        analytics.track('add_to_cart', { productId, variantId, quantity });
      } catch (error) {
        console.error('[platform] add to cart failed', error);
        toasts.error('Could not add to cart. Please try again.');
      }
    },
    applyCoupon: async (code): Promise<CouponResult> => {
      const trimmed = code.trim();
      if (!trimmed) return { ok: false, message: 'Coupon code is required' };
      try {
        const response = await transport('/api/coupons/validate', {
          method: 'POST',
          body: JSON.stringify({ code: trimmed }),
        });
        const body = (await response.json().catch(() => null)) as {
          code?: string;
          discount?: number;
        } | null;
        if (!response.ok || !body?.code)
          return {
            ok: false,
            message: messageOf(body, 'This coupon could not be applied. Please try again.'),
          };
        setCoupon(body.code);
        return {
          ok: true,
          code: body.code,
          discount: typeof body.discount === 'number' ? body.discount : 0,
        };
      } catch (error) {
        console.warn('[platform] coupon check failed', error);
        return { ok: false, message: 'This coupon could not be applied. Please try again.' };
      }
    },
    clearCoupon: () => setCoupon(null),
  };
}
