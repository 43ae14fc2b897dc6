import styled from 'styled-components';
import { MFE_NAMES, ownerOf } from '../routes';
import { ChatDialog } from './ChatDialog';
import { useShell, useStore } from './context';
import { Footer } from './Footer';
import { Header } from './Header';
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
  &:focus { outline: none; }
`;

/**
 * Header, the four MFE regions, footer, overlay and toasts. The region divs are always rendered and
 * never get React children (each MFE mounts its own root into its div); only the owner of the current
 * route is visible, and the 404 page or a fallback is rendered beside them, not inside.
 */
export function Layout() {
  const { shell, mfes } = useShell();
  const route = useStore(shell.navigation.route);
  const failures = useStore(mfes.failures);
  const loading = useStore(shell.pageLoad.overlay);
  const owner = ownerOf(route.pathname);
  const view = route.notFound || owner === null ? 'not-found' : failures[owner] === route.path ? 'fallback' : 'mfe';

  return (
    <Page>
      <Header />
      <Main id="main" tabIndex={-1} aria-busy={loading}>
        {MFE_NAMES.map((name) => (
          <div key={name} id={`mfe-${name}`} hidden={view !== 'mfe' || owner !== name} />
        ))}
        {view === 'not-found' && <NotFoundPage />}
        {view === 'fallback' && owner && <RegionFallback name={owner} />}
      </Main>
      <Footer />
      <PageLoadOverlay visible={loading} />
      <Toasts />
      <ChatDialog />
    </Page>
  );
}
