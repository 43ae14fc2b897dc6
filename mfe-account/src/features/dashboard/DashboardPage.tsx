import { Link, useSession } from '@sohnne/platform';
import { FragmentSlot } from '@sohnne/platform/src/fragment-slot';
import { ButtonLink } from '@sohnne/ui';
import styled from 'styled-components';
import { AccountHeading } from '../account-area';
import { AccountLayout } from '../account-area';
import { Manuals } from '../account-area';

const Welcome = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.grey700};
  max-width: 60ch;
`;

const Shortcuts = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  a {
    width: 100%;
  }
`;

const Related = styled.section`
  margin-top: ${({ theme }) => theme.space(6)};
  h2 {
    font-size: 1.4rem;
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

const SHORTCUTS = [
  { label: 'Recent Order', to: '/my-account/order' },
  { label: 'Addresses', to: '/my-account/edit-address' },
  { label: 'Account Details', to: '/my-account/edit-account' },
];

export default function DashboardPage() {
  const user = useSession();
  return (
    <AccountLayout>
      <AccountHeading>Dashboard</AccountHeading>
      <Welcome>
        Hello <strong>{user?.name}</strong>, welcome to your account. From here you can look at your
        recent orders, manage your shipping addresses and change your account details and password.
      </Welcome>
      <nav aria-label="Shortcuts">
        <Shortcuts>
          {SHORTCUTS.map((shortcut) => (
            <li key={shortcut.to}>
              <ButtonLink as={Link} to={shortcut.to} $variant="secondary">
                {shortcut.label}
              </ButtonLink>
            </li>
          ))}
        </Shortcuts>
      </nav>
      <Related aria-labelledby="also-like-heading">
        <h2 id="also-like-heading">You may also like...</h2>
        <FragmentSlot
          name="catalog/ProductGrid"
          props={{ source: { kind: 'featured' }, limit: 4 }}
          minHeight={420}
          fallback="Our product suggestions are unavailable right now."
        />
      </Related>
      <Manuals />
    </AccountLayout>
  );
}
