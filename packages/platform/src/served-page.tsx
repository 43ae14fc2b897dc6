import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/*
 * The page an MFE's region hydrated: the server read its queries for this very request. A query read again
 * while that page hydrates changes the store under it, and react-redux re-renders every reader at once
 * (useSyncExternalStore is never time-sliced): one long task right after load that a first tap waits
 * behind (issue 39: 99 ms at 4x on the checkout). Any later arrival reads afresh, as other MFEs may have
 * changed what it shows meanwhile.
 */

interface ServedPage {
  href: string;
  /** The region has shown another address since: every page from then on is a client arrival. */
  left: boolean;
}

const servedPages = new Map<string, ServedPage>();

const currentHref = () => window.location.pathname + window.location.search;

/** Called by the MFE's lifecycles as its region mounts: over the server's HTML, or afresh. */
export function recordMount(mfe: string, hydrating: boolean): void {
  if (hydrating) servedPages.set(mfe, { href: currentHref(), left: false });
  else servedPages.delete(mfe);
}

const ServedPageContext = createContext<ServedPage | null>(null);

/** Around an MFE's pages: the page its region hydrated, if it did. */
export function ServedPageProvider({ mfe, children }: { mfe: string; children: ReactNode }) {
  const [served] = useState(() =>
    typeof window === 'undefined' ? null : (servedPages.get(mfe) ?? null),
  );
  return <ServedPageContext.Provider value={served}>{children}</ServedPageContext.Provider>;
}

/** The route list's: once its region shows another address, no page of it is the served one any more. */
export function useServedPageLeft(href: string): void {
  const served = useContext(ServedPageContext);
  useEffect(() => {
    if (served && href !== served.href) served.left = true;
  }, [served, href]);
}

/**
 * RTK Query's `refetchOnMountOrArgChange` for a query a page must read fresh on arrival: false on the page
 * the region hydrated (the server's answer is in the store), true on any other arrival. Fixed for the
 * component's life, so it never re-renders for it.
 */
export function useRefetchOnArrival(): boolean {
  const served = useContext(ServedPageContext);
  const [refetch] = useState(
    () => !served || served.left || typeof window === 'undefined' || currentHref() !== served.href,
  );
  return refetch;
}
