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
