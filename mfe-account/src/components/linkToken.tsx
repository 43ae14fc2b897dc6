import { useEffect, useState } from 'react';
import { errorMessage, useSearchParams } from '@sohnne/platform';

/**
 * The token of an e-mailed link (`?token=`), read once from the address and then taken out of it: kept in
 * the page's state for its form, it is not left in the history, a bookmark, a shared screen or the
 * Referer of the page's calls.
 */
export function useLinkToken(): string {
  const fromAddress = useSearchParams().get('token') ?? '';
  const [token, setToken] = useState(fromAddress);
  // A new link opened on this very page replaces the token read before.
  if (fromAddress && fromAddress !== token) setToken(fromAddress);
  useEffect(() => {
    if (!fromAddress) return;
    const url = new URL(window.location.href);
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }, [fromAddress]);
  return token;
}

/** What a refused link says: the service's reason for a 400 (used, expired), `invalid` without one. */
export function linkRefusal(error: unknown, invalid: string): string {
  const status = (error as { status?: unknown }).status;
  return status === 400 ? errorMessage(error, invalid) : 'Something went wrong. Please try again.';
}
