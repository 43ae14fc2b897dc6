import type { SessionResponse } from '@sohnne/contracts';
import type { SessionApi, SessionUser } from '../contract';
import { createStore } from '../store';
import { readJson, type ApiTransport } from './transport';

/** The account service's session read, by the browser and by the page server alike. */
export const SESSION_PATH = '/api/session';

function sameUser(a: SessionUser | null, b: SessionUser | null): boolean {
  if (a === null || b === null) return a === b;
  return a.user_id === b.user_id && a.name === b.name && a.email === b.email;
}

/** The signed-in shopper of a session answer, or null for anything else. */
export function sessionUserOf(
  body: Partial<SessionResponse> | null | undefined,
): SessionUser | null {
  return toUser(body?.user);
}

function toUser(value: unknown): SessionUser | null {
  if (!value || typeof value !== 'object') return null;
  const { user_id, name, email } = value as Record<string, unknown>;
  if (typeof user_id !== 'string' || typeof name !== 'string' || typeof email !== 'string')
    return null;
  return { user_id, name, email };
}

export function createSession(
  transport: ApiTransport,
  goHome: () => void,
  initial: SessionUser | null = null,
): SessionApi {
  const store = createStore<SessionUser | null>(toUser(initial));

  const set = (user: SessionUser | null) => {
    const next = toUser(user);
    if (!sameUser(store.get(), next)) store.set(next);
  };

  return {
    get: store.get,
    subscribe: store.subscribe,
    set,
    refresh: async () => {
      try {
        set(sessionUserOf(await readJson<SessionResponse>(transport, SESSION_PATH)));
      } catch (error) {
        console.warn('[platform] could not read the session', error);
      }
      return store.get();
    },
    logout: async () => {
      try {
        const response = await transport('/api/logout', { method: 'POST' });
        if (!response.ok) console.warn(`[platform] POST /api/logout answered ${response.status}`);
      } catch (error) {
        console.warn('[platform] logout request failed', error);
      }
      set(null);
      goHome();
    },
  };
}
