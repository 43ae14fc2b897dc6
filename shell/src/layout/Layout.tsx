import { createRef, Suspense, useState } from 'react';
import { createStore } from '@sohnne/platform';
import styled from 'styled-components';
import { ChatDialog } from './ChatDialog';
import { MenuContext, useShell, useStore, type MenuState } from './context';
import { Footer } from './Footer';
import { Header } from './Header';
import { MobileMenu } from './MobileMenu';
import { NotFoundPage } from './NotFoundPage';
import { PageLoadOverlay } from './PageLoadOverlay';
import { RegionFallback } from './RegionFallback';
import { Toasts } from './Toasts';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1;
  &:focus {
    outline: none;
  }
`;

/**
 * Header, one region per MFE, footer, overlay and toasts. The regions are always rendered as leaves: their
 * HTML is set once (the server's region, or an empty root element) and each MFE's React root owns the
 * element inside. Only the owner of the current route is visible; the 404 page or a fallback is rendered
 * beside the regions, not inside.
 */
export function Layout() {
  const { shell, mfes, routes, regions } = useShell();
  const route = useStore(shell.navigation.route);
  const failures = useStore(mfes.failures);
  const loading = useStore(shell.pageLoad.overlay);
  const owner = routes.owner(route.pathname)?.mfe ?? null;
  // The page the server rendered: while it is shown, its region's HTML stands even when the MFE's script
  // never arrives (its links are links and its forms post), rather than the fallback.
  const [firstPath] = useState(route.path);
  const [menu] = useState<MenuState>(() => ({ open: createStore(false), button: createRef() }));
  const keepsServerHtml = (name: string) =>
    route.path === firstPath && (regions[name] ?? '').includes('data-ssr=');
  const view =
    route.notFound || owner === null
      ? 'not-found'
      : failures[owner] === route.path && !keepsServerHtml(owner)
        ? 'fallback'
        : 'mfe';

  return (
    <MenuContext.Provider value={menu}>
      <Page>
        <Header />
        <Main id="main" tabIndex={-1} aria-busy={loading}>
          {routes.names.map((name) => (
            <div
              key={name}
              id={`mfe-${name}`}
              hidden={view !== 'mfe' || owner !== name}
              dangerouslySetInnerHTML={{ __html: regions[name] ?? '' }}
            />
          ))}
          {view === 'not-found' && <NotFoundPage />}
          {view === 'fallback' && owner && <RegionFallback name={owner} />}
        </Main>
        <Footer />
        <PageLoadOverlay visible={loading} />
        <Toasts />
        <ChatDialog />
        {/* Outside the sticky header, a stacking context the drawer must escape; hydrated as its own task. */}
        <Suspense fallback={null}>
          <MobileMenu />
        </Suspense>
      </Page>
    </MenuContext.Provider>
  );
}
