import { errorMessage, usePlatform } from '@sohnne/platform';

/**
 * Adds or removes the protection plan the one way both places do: the change, the header's cart read
 * again, then a toast saying what happened (or why not).
 */
export function usePlanChange() {
  const platform = usePlatform();
  return async (change: () => Promise<unknown>, said: { done: string; failed: string }) => {
    try {
      await change();
      await platform.cart.refresh();
      platform.toasts.success(said.done);
    } catch (error) {
      platform.toasts.error(errorMessage(error, said.failed));
    }
  };
}
