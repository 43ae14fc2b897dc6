import type { SessionUser } from '../contract';
import { recordedToasts, stubServices } from './stub-transport';
import { createSession } from './session';
import { createWishlist } from './wishlist';

const api = stubServices();

const ADA: SessionUser = { user_id: 'u1', name: 'Ada', email: 'ada@sohnne.test' };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(user: SessionUser | null, initialIds: string[] = []) {
  const toasts = recordedToasts();
  const session = createSession(api.transport, () => undefined, user);
  const navigation = { navigate: jest.fn() };
  return {
    session,
    navigation,
    toasts,
    wishlist: createWishlist(api.transport, session, navigation, toasts, initialIds),
  };
}

describe('wishlist marks', () => {
  it('a visitor who toggles is sent to /login and comes back to the page', async () => {
    const stub = api.answer({});
    window.history.replaceState(null, '', '/collections/seating?page=2');
    const { wishlist, navigation } = setup(null);
    await expect(wishlist.toggle({ productId: 'p1' })).resolves.toBe(false);
    expect(navigation.navigate).toHaveBeenCalledWith(
      '/login?redirect=%2Fcollections%2Fseating%3Fpage%3D2',
    );
    expect(stub.calls).toHaveLength(0);
  });

  it('adds with a POST and removes with the entry id, notifying subscribers', async () => {
    const stub = api.answer({
      'POST /api/wishlist': { body: { data: { wishlist_id: 'w9', product_id: 'p2' } } },
      'DELETE /api/wishlist/w9': { body: { success: true } },
    });
    const { wishlist, toasts } = setup(ADA);
    const seen: string[][] = [];
    wishlist.subscribe((ids) => seen.push(ids));
    await expect(wishlist.toggle({ productId: 'p2', name: 'Tulip Table' })).resolves.toBe(true);
    expect(wishlist.has('p2')).toBe(true);
    expect(stub.calls[0].body).toEqual({ product_id: 'p2' });
    await expect(wishlist.toggle({ productId: 'p2' })).resolves.toBe(false);
    expect(stub.calls[1]).toMatchObject({ method: 'DELETE', path: '/api/wishlist/w9' });
    expect(seen).toEqual([['p2'], []]);
    expect(toasts.list.get().map((toast) => toast.message)).toEqual([
      'Tulip Table added to your wishlist',
      'Removed from your wishlist',
    ]);
  });

  it('marks from the server render get their entry ids when first removed; a failure keeps the mark and says so', async () => {
    const stub = api.answer({
      'GET /api/wishlist/ids': { body: { data: [{ wishlist_id: 'w1', product_id: 'p1' }] } },
      'DELETE /api/wishlist/w1': {
        status: 503,
        body: { statusCode: 503, message: 'The account service is unavailable' },
      },
    });
    const { wishlist, toasts } = setup(ADA, ['p1']);
    expect(wishlist.ids()).toEqual(['p1']);
    await expect(wishlist.toggle({ productId: 'p1' })).resolves.toBe(true);
    expect(stub.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/wishlist/ids',
      'DELETE /api/wishlist/w1',
    ]);
    expect(toasts.list.get()[0]).toMatchObject({
      kind: 'error',
      message: 'The account service is unavailable',
    });
  });

  it('follows the session: cleared at logout, re-read at login', async () => {
    api.answer({
      'GET /api/wishlist/ids': { body: { data: [{ wishlist_id: 'w1', product_id: 'p7' }] } },
    });
    const { wishlist, session } = setup(null);
    session.set(ADA);
    await flush();
    expect(wishlist.ids()).toEqual(['p7']);
    session.set(null);
    await flush();
    expect(wishlist.ids()).toEqual([]);
  });
});
