import { useMemo, useRef } from 'react';
import styled from 'styled-components';
import { useOpenedDrawer } from '@sohnne/platform';
import { CloseIcon, DrawerBackdrop, drawnClosed, IconButton, modalKeyHandler } from '@sohnne/ui';
import { useNavigateClick } from './context';
import { AccountControls } from './AccountControls';
import { CurrencySelect } from './CurrencySelect';
import { SearchForm } from './SearchForm';
import { MainNavList } from './nav-links';

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
 * The phone navigation drawer, drawn closed (hidden) until opened: focus moves in and stays in, Escape or
 * any navigation closes it.
 */
export default function MobileMenu({
  open,
  pathname,
  onClose,
}: {
  open: boolean;
  pathname: string;
  onClose: () => void;
}) {
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
      <DrawerBackdrop hidden={!open} onClick={onClose} aria-hidden="true" />
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
