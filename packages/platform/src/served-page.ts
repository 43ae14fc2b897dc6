import { useState } from 'react';

/*
 * The page an MFE's region hydrated: the server read its queries for this very request. A query read again
 * while that page hydrates changes the store under it, and react-redux re-renders every reader at once
 * (useSyncExternalStore is never time-sliced): one long task right after load that a first tap waits
 * behind (issue 39: 99 ms at 4x on the checkout). Any later arrival reads afresh, as other MFEs may have
 * changed what it shows meanwhile. The address is the document's: once it changes, the page was left.
 */
let served: { href: string; left: boolean } | null = null;

const currentHref = () => window.location.pathname + window.location.search;

/** Called by an MFE's lifecycles as its region mounts over the server's HTML. */
export function recordServedPage(): void {
  const page = { href: currentHref(), left: false };
  served = page;
  const leave = () => {
    if (currentHref() === page.href) return;
    page.left = true;
    window.removeEventListener('popstate', leave);
    window.removeEventListener('single-spa:routing-event', leave);
  };
  window.addEventListener('popstate', leave);
  window.addEventListener('single-spa:routing-event', leave);
}

/**
 * RTK Query's `refetchOnMountOrArgChange` for a query a page must read fresh on arrival: false on the page
 * a region hydrated (the server's answer is in the store), true on any other arrival. Fixed for the
 * component's life, so it never re-renders for it.
 */
export function useRefetchOnArrival(): boolean {
  const [refetch] = useState(
    () => typeof window === 'undefined' || !served || served.left || currentHref() !== served.href,
  );
  return refetch;
}
