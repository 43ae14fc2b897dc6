import type { Unsubscribe } from './contract';

/**
 * A tiny observable value (the shape of the platform's session, currency and cart parts). get/subscribe
 * are closures, not methods using `this`, because useSyncExternalStore receives them unbound;
 * get() returns the same object until set() replaces it.
 */
export interface Store<T> {
  get(): T;
  set(next: T): void;
  subscribe(listener: (value: T) => void): Unsubscribe;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<(value: T) => void>();
  return {
    get: () => value,
    set: (next) => {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of [...listeners]) listener(value);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
