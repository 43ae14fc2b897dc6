import { useCallback, useEffect, useMemo, useRef } from 'react';
import styled from 'styled-components';
import { useOpenedDrawer } from '@sohnne/platform';
import {
  CloseIcon,
  DrawerBackdrop,
  drawnClosed,
  hiddenFrom,
  IconButton,
  modalKeyHandler,
} from '@sohnne/ui';
import { useMenu, useNavigateClick, useShell, useStore } from './context';
import { AccountControls } from './AccountControls';
import { CurrencySelect } from './CurrencySelect';
import { SearchForm } from './SearchForm';
import { MainNavList } from './nav-links';

const Backdrop = styled(DrawerBackdrop)`
  ${hiddenFrom('tablet')}
`;

const Panel = styled.div`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: 41;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  width: min(86vw, 360px);
  padding: ${({ theme }) => theme.space(2)};
  overflow-y: auto;
  background: ${({ theme }) => theme.color.cream};
  box-shadow: 0 0 24px rgba(31, 29, 26, 0.2);
  ${drawnClosed('flex', 'transform 200ms ease')}
  &[hidden] {
    transform: translateX(-100%);
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li a {
    display: block;
    padding: ${({ theme }) => theme.space(1.5)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.grey200};
    text-decoration: none;
    font-size: 1.1rem;
  }
  li a[aria-current='page'] {
    color: ${({ theme }) => theme.color.teakDark};
  }
  ${hiddenFrom('tablet')}
`;

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  font-family: ${({ theme }) => theme.font.display};
  font-size: 1.5rem;
  color: ${({ theme }) => theme.color.walnut};
`;

const Settings = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * The phone navigation drawer, drawn closed (hidden) until opened by the header's button: focus moves in and
 * stays in; Escape, the dimmed page or any navigation closes it, and focus returns to the button. The server
 * draws it too, so its styles are in the page from the start and the layout hydrates it: nothing is drawn
 * or styled after load, and a tap only shows it (issue 39).
 */
export function MobileMenu() {
  const { shell } = useShell();
  const { pathname, path } = useStore(shell.navigation.route);
  const menu = useMenu();
  const open = useStore(menu.open);
  const onClose = useCallback(() => {
    menu.open.set(false);
    menu.button.current?.focus();
  }, [menu]);
  // Any navigation closes the drawer.
  useEffect(() => menu.open.set(false), [menu, path]);

  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const navigateClick = useNavigateClick(onClose);

  useOpenedDrawer(open, closeButton);

  const onKeyDown = modalKeyHandler(panel, onClose);

  // Opening shows what was drawn hidden: the drawer's contents are not rendered again for it.
  const contents = useMemo(
    () => (
      <>
        <Top>
          <span>Sohnne</span>
          <IconButton ref={closeButton} type="button" aria-label="Close menu" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Top>
        <SearchForm onDone={onClose} />
        <nav aria-label="Main">
          <MainNavList pathname={pathname} onClick={navigateClick} />
        </nav>
        <Settings>
          <AccountControls onNavigate={onClose} />
          <CurrencySelect />
        </Settings>
      </>
    ),
    [pathname, onClose, navigateClick],
  );

  return (
    <>
      <Backdrop hidden={!open} onClick={onClose} aria-hidden="true" />
      <Panel
        hidden={!open}
        id="mobile-menu"
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        onKeyDown={onKeyDown}
      >
        {contents}
      </Panel>
    </>
  );
}
