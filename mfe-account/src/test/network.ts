type Handler = (request: Request) => Response | Promise<Response>;

/**
 * Replaces global fetch for one test: `routes` maps 'METHOD /path' to a handler; any other call fails the test.
 * Returns the requests made, for asserting bodies and headers.
 */
export function stubNetwork(routes: Record<string, Handler>): Request[] {
  const requests: Request[] = [];
  // As if a service had already issued the CSRF cookie (otherwise the first POST fetches one first).
  if (!document.cookie.includes('sohnne_csrf='))
    document.cookie = 'sohnne_csrf=test-token.sig; path=/';
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request.clone());
    const route = `${request.method} ${new URL(request.url).pathname}`;
    const handler = routes[route];
    if (!handler) throw new Error(`Unexpected request: ${route}`);
    return handler(request);
  });
  return requests;
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A response that arrives only when the test says so (to look at the pending state). */
export function deferred() {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((done) => (resolve = done));
  return { promise, resolve };
}
