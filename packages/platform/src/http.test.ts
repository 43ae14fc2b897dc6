import { apiFetch, CSRF_COOKIE, csrfHeaders, readCookie } from './http';
import { createStore } from './store';

describe('CSRF header from the double-submit cookie', () => {
  afterEach(() => {
    document.cookie = `${CSRF_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  });

  it('sends nothing before the cookie is issued', () => {
    expect(csrfHeaders()).toEqual({});
  });

  it('echoes the cookie value, decoded', () => {
    document.cookie = `other=1`;
    document.cookie = `${CSRF_COOKIE}=${encodeURIComponent('abc.def=')}`;
    expect(readCookie(CSRF_COOKIE)).toBe('abc.def=');
    expect(csrfHeaders()).toEqual({ 'x-csrf-token': 'abc.def=' });
  });

  it('apiFetch sends cookies, JSON and the header', async () => {
    document.cookie = `${CSRF_COOKIE}=tok.sig`;
    const fetchMock = jest.fn().mockResolvedValue({ ok: true });
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    await apiFetch('/api/cart/items', { method: 'POST', body: '{}' });
    const [path, init] = fetchMock.mock.calls[0];
    expect(path).toBe('/api/cart/items');
    expect(init.credentials).toBe('include');
    expect(init.headers.get('content-type')).toBe('application/json');
    expect(init.headers.get('x-csrf-token')).toBe('tok.sig');
  });

  it('fetches a token first when a state-changing call comes before any cookie was issued', async () => {
    const fetchMock = jest.fn(async (path: string) => {
      if (path === '/api/session') document.cookie = `${CSRF_COOKIE}=fresh.sig`;
      return { ok: true };
    });
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    await apiFetch('/api/login', { method: 'POST', body: '{}' });
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual(['/api/session', '/api/login']);
    expect((fetchMock.mock.calls[1] as unknown as [string, RequestInit])[1].headers).toBeInstanceOf(
      Headers,
    );
    expect(
      (fetchMock.mock.calls[1] as unknown as [string, { headers: Headers }])[1].headers.get(
        'x-csrf-token',
      ),
    ).toBe('fresh.sig');
  });
});

describe('createStore', () => {
  it('keeps the same object until set, and notifies on change only', () => {
    const initial = { count: 0 };
    const store = createStore(initial);
    const seen: number[] = [];
    const unsubscribe = store.subscribe((v) => seen.push(v.count));
    expect(store.get()).toBe(initial);
    store.set(initial);
    store.set({ count: 2 });
    unsubscribe();
    store.set({ count: 3 });
    expect(seen).toEqual([2]);
    expect(store.get().count).toBe(3);
  });
});

/** jsdom has no Response: the few fields apiFetch's callers read. */
const answer = (status: number) =>
  ({ status, ok: status < 300, json: async () => ({}) }) as unknown as Response;

describe('a CSRF token replaced by the service', () => {
  it('is retried once with the new token when the refusal renewed it, and not otherwise', async () => {
    document.cookie = `${CSRF_COOKIE}=old.sig`;
    const sent: (string | null)[] = [];
    global.fetch = jest.fn(async (_path: string, init: RequestInit = {}) => {
      const token = new Headers(init.headers).get('x-csrf-token');
      sent.push(token);
      if (token === 'old.sig') {
        document.cookie = `${CSRF_COOKIE}=new.sig`;
        return answer(403);
      }
      return answer(200);
    }) as unknown as typeof fetch;
    expect((await apiFetch('/api/cart/items', { method: 'POST', body: '{}' })).status).toBe(200);
    expect(sent).toEqual(['old.sig', 'new.sig']);

    sent.length = 0;
    global.fetch = jest.fn(async (_path: string, init: RequestInit = {}) => {
      sent.push(new Headers(init.headers).get('x-csrf-token'));
      return answer(403);
    }) as unknown as typeof fetch;
    expect((await apiFetch('/api/cart/items', { method: 'POST', body: '{}' })).status).toBe(403);
    expect(sent).toEqual(['new.sig']);
  });
});
