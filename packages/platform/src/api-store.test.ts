/** @jest-environment @sohnne/web-testing/src/jest-environment.js */
import { createApi } from '@reduxjs/toolkit/query';
import { configureStore } from '@reduxjs/toolkit';
import { CSRF_COOKIE } from './http';
import { storefrontBaseQuery } from './api-store';

describe('the storefront base query in the browser', () => {
  afterEach(() => {
    document.cookie = `${CSRF_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  });

  it('fetches a CSRF token first for a query that POSTs (the checkout quote), as for a mutation', async () => {
    const calls: Array<{ url: string; token: string | null }> = [];
    (globalThis as { fetch: unknown }).fetch = jest.fn(async (input: RequestInfo | URL) => {
      const request = input instanceof Request ? input : new Request(String(input));
      const url = new URL(request.url, 'http://shop.test').pathname;
      calls.push({ url, token: request.headers.get('x-csrf-token') });
      if (url === '/api/session') document.cookie = `${CSRF_COOKIE}=fresh.sig`;
      return new Response('{"total":0}', { headers: { 'content-type': 'application/json' } });
    });
    const api = createApi({
      reducerPath: 'test',
      baseQuery: storefrontBaseQuery,
      endpoints: (build) => ({
        quote: build.query<{ total: number }, void>({
          query: () => ({ url: '/checkout/quote', method: 'POST', body: {} }),
        }),
      }),
    });
    const store = configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (defaults) => defaults().concat(api.middleware),
    });
    const result = await store.dispatch(api.endpoints.quote.initiate());
    expect(result.error).toBeUndefined();
    expect(result.data).toEqual({ total: 0 });
    expect(calls.map((call) => call.url)).toEqual(['/api/session', '/api/checkout/quote']);
    expect(calls[1].token).toBe('fresh.sig');
  });
});
