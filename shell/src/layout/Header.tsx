import styled from 'styled-components';
import { Container, IconButton } from '@sohnne/ui';
import { useMenu, useNavigateClick, useShell, useStore } from './context';
import { AccountControls } from './AccountControls';
import { CartLink } from './CartLink';
import { CurrencySelect } from './CurrencySelect';
import { SearchForm } from './SearchForm';
import { MenuIcon } from './icons';
import { MainNavList } from './nav-links';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  background: ${({ theme }) => theme.color.cream};
  border-bottom: 1px solid ${({ theme }) => theme.color.grey200};
`;

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space(2)};
  top: -100px;
  z-index: 100;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.color.walnut};
  color: #fff;
  &:focus {
    top: ${({ theme }) => theme.space(1)};
  }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 64px;
`;

const Logo = styled.a`
  font-family: ${({ theme }) => theme.font.display};
  font-size: 1.75rem;
  font-weight: 600;
  letter-spacing: 0.02em;
  color: ${({ theme }) => theme.color.walnut};
  text-decoration: none;
`;

/** Shown from 768 px; the drawer holds these on phones. */
const Wide = styled.div<{ $grow?: boolean }>`
  display: none;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  ${({ $grow }) => $grow && 'flex: 1; justify-content: center;'}
  ${({ theme }) => theme.media.tablet} {
    display: flex;
  }
`;

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin-left: auto;
`;

const MenuButton = styled(IconButton)`
  margin-left: -10px;
  color: ${({ theme }) => theme.color.walnut};
  ${({ theme }) => theme.media.tablet} {
    display: none;
  }
`;

const Nav = styled.nav`
  display: none;
  ${({ theme }) => theme.media.tablet} {
    display: block;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    margin: 0;
    padding: 0 0 ${({ theme }) => theme.space(1.5)};
    list-style: none;
  }
  a {
    display: inline-block;
    padding: 4px 0;
    text-decoration: none;
    font-weight: 500;
    letter-spacing: 0.04em;
    border-bottom: 2px solid transparent;
    transition:
      border-color ${({ theme }) => theme.motion},
      color ${({ theme }) => theme.motion};
  }
  a:hover {
    color: ${({ theme }) => theme.color.teakDark};
  }
  a[aria-current='page'] {
    border-bottom-color: ${({ theme }) => theme.color.teak};
  }
`;

/** The phone menu's button, apart from the rest of the header so that opening the menu re-renders only it. */
function MenuToggle() {
  const menu = useMenu();
  const open = useStore(menu.open);
  return (
    <MenuButton
      ref={menu.button}
      type="button"
      aria-label="Open menu"
      aria-expanded={open}
      aria-controls="mobile-menu"
      onClick={() => menu.open.set(true)}
    >
      <MenuIcon />
    </MenuButton>
  );
}

export function Header() {
  const { shell } = useShell();
  const { pathname } = useStore(shell.navigation.route);
  const navigateClick = useNavigateClick();

  return (
    <Bar>
      <SkipLink href="#main">Skip to content</SkipLink>
      <Container>
        <Row>
          <MenuToggle />
          <Logo href="/" onClick={navigateClick}>
            Sohnne
          </Logo>
          <Wide $grow>
            <SearchForm />
          </Wide>
          <Tools>
            <Wide>
              <CurrencySelect />
              <AccountControls />
            </Wide>
            <CartLink />
          </Tools>
        </Row>
        <Nav aria-label="Main">
          <MainNavList pathname={pathname} onClick={navigateClick} />
        </Nav>
      </Container>
    </Bar>
  );
}
