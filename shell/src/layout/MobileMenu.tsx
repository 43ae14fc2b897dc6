import { useEffect, useMemo, useRef } from 'react';
import styled, { css } from 'styled-components';
import { afterNextPaint } from '@sohnne/platform';
import { modalKeyHandler } from '@sohnne/ui';
import { useNavigateClick } from './context';
import { AccountControls } from './AccountControls';
import { CurrencySelect } from './CurrencySelect';
import { SearchForm } from './SearchForm';
import { CloseIcon } from './icons';
import { MainNavList } from './nav-links';

/*
 * Closed, the drawer is laid out but invisible (not display: none): opening it then needs no style or layout
 * of its contents before the tap's paint, only a transition of what is already there.
 */
const closedFor = (display: string, closed: string) => css`
  transition:
    ${closed},
    visibility 0s;
  &[hidden] {
    display: ${display};
    visibility: hidden;
    transition:
      ${closed},
      visibility 0s 200ms;
  }
  ${({ theme }) => theme.media.reducedMotion} {
    &,
    &[hidden] {
      transition: none;
    }
  }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 40;
  background: rgba(31, 29, 26, 0.45);
  ${closedFor('block', 'opacity 200ms ease')}
  &[hidden] {
    opacity: 0;
  }
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
  ${closedFor('flex', 'transform 200ms ease')}
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
  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    border: 0;
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
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

  // Focus and the page's scroll lock follow the drawer's first paint: locking the page's scroll lays the whole
  // page out again, which the tap would otherwise wait for.
  useEffect(() => {
    if (!open) return;
    let shown = true;
    const { overflow } = document.body.style;
    afterNextPaint(() => {
      if (!shown) return;
      closeButton.current?.focus();
      document.body.style.overflow = 'hidden';
    });
    return () => {
      shown = false;
      document.body.style.overflow = overflow;
    };
  }, [open]);

  const onKeyDown = modalKeyHandler(panel, onClose);

  // Opening shows what was drawn hidden: the drawer's contents are not rendered again for it.
  const contents = useMemo(
    () => (
      <>
        <Top>
          <span>Sohnne</span>
          <button ref={closeButton} type="button" aria-label="Close menu" onClick={onClose}>
            <CloseIcon />
          </button>
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
