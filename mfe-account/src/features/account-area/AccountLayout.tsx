import {
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { Link, useLocation, usePlatform, useSession } from '@sohnne/platform';
import { Container, Skeleton } from '@sohnne/ui';
import styled from 'styled-components';

const ACCOUNT_MENU = [
  { label: 'Dashboard', to: '/my-account' },
  { label: 'Order', to: '/my-account/order' },
  { label: 'Addresses', to: '/my-account/edit-address' },
  { label: 'Account details', to: '/my-account/edit-account' },
  { label: 'Wishlist', to: '/my-account/wishlist' },
] as const;

/** The menu item a path belongs to: the dashboard only for itself, the others for their subpages too. */
export function activeItem(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  const item = ACCOUNT_MENU.find(({ to }) =>
    to === '/my-account' ? path === to : path === to || path.startsWith(`${to}/`),
  );
  return item?.to ?? null;
}

const Wrap = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(3)};
  padding-bottom: ${({ theme }) => theme.space(8)};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 240px minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(5)};
    padding-top: ${({ theme }) => theme.space(5)};
  }
`;

const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  justify-self: start;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.color.walnut};
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: ${({ theme }) => theme.color.walnut};
  font: 500 0.95rem/1 ${({ theme }) => theme.font.body};
  cursor: pointer;
  ${({ theme }) => theme.media.tablet} {
    display: none;
  }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 40;
  background: rgba(31, 29, 26, 0.45);
  ${({ theme }) => theme.media.tablet} {
    display: none;
  }
`;

// Open by attribute, not by a styled prop: opening the drawer injects no new rule (one stable class).
const Side = styled.aside`
  display: none;
  &[data-open='true'] {
    display: block;
  }
  position: fixed;
  z-index: 41;
  inset: 0 auto 0 0;
  width: min(300px, 85vw);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.color.paper};
  box-shadow: 0 0 24px rgba(31, 29, 26, 0.2);
  ${({ theme }) => theme.media.tablet} {
    display: block;
    position: static;
    width: auto;
    padding: 0;
    background: none;
    box-shadow: none;
  }
`;

const Who = styled.div`
  padding-bottom: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(2)};
  border-bottom: 1px solid ${({ theme }) => theme.color.grey200};
  overflow-wrap: anywhere;
  strong {
    display: block;
    font: 600 1.2rem/1.3 ${({ theme }) => theme.font.display};
    color: ${({ theme }) => theme.color.walnut};
  }
  span {
    color: ${({ theme }) => theme.color.grey700};
    font-size: 0.9rem;
  }
`;

const Menu = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 2px;
`;

const itemStyle = `
  display: flex;
  align-items: center;
  width: 100%;
  min-height: 44px;
  padding: 0 16px;
  border: 0;
  border-left: 3px solid transparent;
  border-radius: 4px;
  background: transparent;
  text-align: left;
  text-decoration: none;
  font: inherit;
  cursor: pointer;
`;

const MenuLink = styled(Link)`
  ${itemStyle}
  color: ${({ theme }) => theme.color.charcoal};
  &:hover {
    background: ${({ theme }) => theme.color.grey100};
  }
  &[aria-current='page'] {
    border-left-color: ${({ theme }) => theme.color.teakDark};
    background: ${({ theme }) => theme.color.grey100};
    color: ${({ theme }) => theme.color.walnut};
    font-weight: 600;
  }
`;

const LogoutButton = styled.button`
  ${itemStyle}
  color: ${({ theme }) => theme.color.charcoal};
  &:hover {
    background: ${({ theme }) => theme.color.grey100};
    color: ${({ theme }) => theme.color.teakDark};
  }
`;

const CloseButton = styled.button`
  float: right;
  min-width: 44px;
  min-height: 44px;
  border: 0;
  background: transparent;
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  ${({ theme }) => theme.media.tablet} {
    display: none;
  }
`;

const Content = styled.div`
  min-width: 0;
`;

/**
 * The phone's drawer: opening it moves the focus to its first link; closing it (Escape, the backdrop, the
 * close button) gives the focus back to the button that opened it.
 */
function useDrawer() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const firstLinkRef = useRef<HTMLAnchorElement>(null);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    firstLinkRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return { open, setOpen, close, toggleRef, firstLinkRef };
}

interface AccountMenuProps {
  firstLinkRef: RefObject<HTMLAnchorElement | null>;
  /** A link or the logout was chosen: the drawer closes. */
  onChoose: () => void;
}

/** The account's pages, the current one marked, and the logout. */
function AccountMenu({ firstLinkRef, onChoose }: AccountMenuProps) {
  const platform = usePlatform();
  const current = activeItem(useLocation().pathname);
  return (
    <nav aria-label="Account menu">
      <Menu>
        {ACCOUNT_MENU.map((item, index) => (
          <li key={item.to}>
            <MenuLink
              ref={index === 0 ? firstLinkRef : undefined}
              to={item.to}
              aria-current={item.to === current ? 'page' : undefined}
              onClick={onChoose}
            >
              {item.label}
            </MenuLink>
          </li>
        ))}
        <li>
          <LogoutButton
            type="button"
            onClick={() => {
              onChoose();
              void platform.session.logout();
            }}
          >
            Logout
          </LogoutButton>
        </li>
      </Menu>
    </nav>
  );
}

/**
 * The frame of every /my-account page: the customer, the side menu (a drawer on phones) and the page.
 * A visitor sees nothing here: the route's loader sends him to the login page first. The side and the page
 * are separate Suspense boundaries, so each hydrates as its own task and the one a customer touches first.
 */
export function AccountLayout({ children }: { children: ReactNode }) {
  const user = useSession();
  const drawer = useDrawer();
  const drawerId = useId();

  if (!user) {
    return (
      <Wrap aria-busy="true">
        <Skeleton $height="240px" />
        <Skeleton $height="320px" />
      </Wrap>
    );
  }

  return (
    <Wrap>
      <MenuButton
        ref={drawer.toggleRef}
        type="button"
        aria-expanded={drawer.open}
        aria-controls={drawerId}
        onClick={() => drawer.setOpen(true)}
      >
        <span aria-hidden="true">☰</span> Account menu
      </MenuButton>
      {drawer.open && <Backdrop data-testid="account-drawer-backdrop" onClick={drawer.close} />}
      <Side id={drawerId} data-open={drawer.open} aria-label="My account">
        <Suspense fallback={null}>
          <CloseButton type="button" aria-label="Close account menu" onClick={drawer.close}>
            ×
          </CloseButton>
          <Who>
            <strong>{user.name}</strong>
            <span>{user.email}</span>
          </Who>
          <AccountMenu firstLinkRef={drawer.firstLinkRef} onChoose={() => drawer.setOpen(false)} />
        </Suspense>
      </Side>
      <Content>
        <Suspense fallback={null}>{children}</Suspense>
      </Content>
    </Wrap>
  );
}
