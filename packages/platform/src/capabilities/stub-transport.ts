import type { ToastKind } from '../contract';
import type { ApiTransport } from './transport';

/** A test's answer to "METHOD path": a status and JSON body, or an error the call throws (a network failure). */
export type StubAnswer = { status?: number; body?: unknown } | Error;

export interface StubServices {
  transport: ApiTransport;
  /** Every call so far: method, path and the JSON body sent. */
  calls: { method: string; path: string; body?: unknown }[];
  /** Replaces the answers (a path without one answers 404) and forgets the calls. */
  answer(routes: Record<string, StubAnswer | (() => StubAnswer)>): StubServices;
}

/** The services as a test stubs them, for the capabilities' tests (a Response-shaped answer, no fetch). */
export function stubServices(): StubServices {
  let routes: Record<string, StubAnswer | (() => StubAnswer)> = {};
  const services: StubServices = {
    calls: [],
    transport: async (path, init = {}) => {
      const method = (init.method ?? 'GET').toUpperCase();
      services.calls.push({
        method,
        path,
        body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
      });
      const route = routes[`${method} ${path}`];
      const answer = (typeof route === 'function' ? route() : route) ?? {
        status: 404,
        body: { statusCode: 404, message: 'Not Found' },
      };
      if (answer instanceof Error) throw answer;
      const status = answer.status ?? 200;
      return {
        ok: status >= 200 && status < 300,
        status,
        json: async () => answer.body,
      } as Response;
    },
    answer: (next) => {
      routes = next;
      services.calls.length = 0;
      return services;
    },
  };
  return services;
}

/** Toasts a test reads back: each shown message with its kind, in order. */
export function recordedToasts() {
  const shown: { message: string; kind: ToastKind }[] = [];
  const show = (message: string, kind: ToastKind = 'info') => void shown.push({ message, kind });
  return {
    show,
    success: (message: string) => show(message, 'success'),
    error: (message: string) => show(message, 'error'),
    list: { get: () => shown },
  };
}
