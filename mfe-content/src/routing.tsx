import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { forwardRef, useSyncExternalStore } from 'react';
import { usePlatform } from '@sohnne/platform';

/*
 * The content MFE's pages are a flat list of paths, so it routes with the URL alone instead of
 * react-router: that keeps ~60 KB gzip of router off the home page, the one cold load that matters.
 */
function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
  };
}

export function usePathname(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname);
}

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** A link that navigates inside the single page (through the platform) on a plain click. */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink({ to, onClick, ...rest }, ref) {
  const { navigation } = usePlatform();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
    if (event.defaultPrevented || modified || rest.target === '_blank') return;
    event.preventDefault();
    navigation.navigate(to);
  };
  return <a ref={ref} href={to} onClick={handleClick} {...rest} />;
});
