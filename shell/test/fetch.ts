/** A minimal fetch stub: answers by "METHOD path" and records every call. */
export type Answer = { status?: number; body?: unknown } | Error;

export interface FetchStub {
  fn: jest.Mock;
  calls: { method: string; url: string; headers: Headers; body?: string }[];
}

export function stubFetch(routes: Record<string, Answer | (() => Answer)>): FetchStub {
  const calls: FetchStub['calls'] = [];
  const fn = jest.fn(async (input: string, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    calls.push({
      method,
      url: input,
      headers: new Headers(init.headers),
      body: init.body as string | undefined,
    });
    const route = routes[`${method} ${input}`];
    const answer = typeof route === 'function' ? route() : route;
    if (!answer) return response(404, { statusCode: 404, message: 'Not Found' });
    if (answer instanceof Error) throw answer;
    return response(answer.status ?? 200, answer.body);
  });
  global.fetch = fn as unknown as typeof fetch;
  return { fn, calls };
}

function response(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
