import type { account } from '@sohnne/contracts';
import type { NavigationApi, SessionApi, ToastApi, WishlistApi } from '../contract';
import { messageOf } from '../http';
import { createStore } from '../store';
import type { ApiTransport } from './transport';

/** product id → the wishlist entry's id (DELETE /api/wishlist/{wishlist_id} takes the latter). */
type Entries = ReadonlyMap<string, string>;

/** The account service's wishlist marks, by the browser and by the page server alike. */
export const WISHLIST_IDS_PATH = '/api/wishlist/ids';

type WishlistEntries = account.components['schemas']['WishlistEntriesDto'];

/** The product ids of a wishlist answer. */
export const wishlistIdsOf = (body: Partial<WishlistEntries> | null | undefined): string[] => [
  ...toEntries(body).keys(),
];

function toEntries(body: Partial<WishlistEntries> | null | undefined): Map<string, string> {
  const data: unknown = body?.data;
  const entries = new Map<string, string>();
  if (!Array.isArray(data)) return entries;
  for (const item of data) {
    const { product_id, wishlist_id } = (item ?? {}) as Record<string, unknown>;
    if (typeof product_id === 'string' && typeof wishlist_id === 'string')
      entries.set(product_id, wishlist_id);
  }
  return entries;
}

const currentPath = () => window.location.pathname + window.location.search;

/**
 * The wishlist marks against the account service. `initialIds` come from the server render (without entry
 * ids): the first toggle that needs an entry id re-reads the list.
 */
export function createWishlist(
  transport: ApiTransport,
  session: SessionApi,
  navigation: Pick<NavigationApi, 'navigate'>,
  toasts: ToastApi,
  initialIds: string[] = [],
): WishlistApi {
  let entries: Entries = new Map(initialIds.map((id) => [id, '']));
  const ids = createStore<string[]>([...entries.keys()]);
  const publish = (next: Entries) => {
    entries = next;
    const list = [...next.keys()];
    const current = ids.get();
    if (list.length !== current.length || list.some((id, i) => id !== current[i])) ids.set(list);
  };

  const refresh = async () => {
    if (!session.get()) {
      publish(new Map());
      return ids.get();
    }
    try {
      const response = await transport(WISHLIST_IDS_PATH);
      if (response.status === 401) publish(new Map());
      else if (!response.ok)
        throw new Error(`GET ${WISHLIST_IDS_PATH} answered ${response.status}`);
      else publish(toEntries((await response.json()) as WishlistEntries));
    } catch (error) {
      console.warn('[platform] could not read the wishlist', error);
    }
    return ids.get();
  };

  // Whose wishlist it is follows the session.
  session.subscribe(() => void refresh());

  return {
    ids: ids.get,
    has: (productId) => entries.has(productId),
    subscribe: ids.subscribe,
    refresh,
    toggle: async ({ productId, name }) => {
      if (!session.get()) {
        navigation.navigate(`/login?redirect=${encodeURIComponent(currentPath())}`);
        return false;
      }
      try {
        if (entries.has(productId)) {
          if (!entries.get(productId)) await refresh();
          const wishlistId = entries.get(productId);
          if (wishlistId) {
            const response = await transport(`/api/wishlist/${encodeURIComponent(wishlistId)}`, {
              method: 'DELETE',
            });
            if (!response.ok && response.status !== 404)
              throw new Error(
                messageOf(
                  await response.json().catch(() => null),
                  'Could not update your wishlist.',
                ),
              );
          }
          const next = new Map(entries);
          next.delete(productId);
          publish(next);
          toasts.success(
            name ? `${name} removed from your wishlist` : 'Removed from your wishlist',
          );
          return false;
        }
        const response = await transport('/api/wishlist', {
          method: 'POST',
          body: JSON.stringify({ product_id: productId }),
        });
        const body = (await response.json().catch(() => null)) as {
          data?: { wishlist_id?: string };
        } | null;
        if (!response.ok) throw new Error(messageOf(body, 'Could not update your wishlist.'));
        publish(new Map(entries).set(productId, body?.data?.wishlist_id ?? ''));
        toasts.success(name ? `${name} added to your wishlist` : 'Added to your wishlist');
        return true;
      } catch (error) {
        console.warn('[platform] wishlist toggle failed', error);
        toasts.error(
          error instanceof Error && error.message
            ? error.message
            : 'Could not update your wishlist.',
        );
        return entries.has(productId);
      }
    },
  };
}
