import type { ReactNode } from 'react';
import { Link } from '@sohnne/platform';
import styled from 'styled-components';
import { paperPanel, VisuallyHidden } from '@sohnne/ui';

const Page = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(2)}
    ${({ theme }) => theme.space(8)};
  ${({ theme }) => theme.media.tablet} {
    padding-top: ${({ theme }) => theme.space(8)};
  }
`;

const Card = styled.section`
  width: 100%;
  max-width: 460px;
  ${paperPanel}
  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space(5)};
  }
`;

const TabList = styled.ul`
  display: flex;
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.grey200};
  li {
    flex: 1;
  }
`;

const Tab = styled(Link)`
  display: block;
  padding: ${({ theme }) => theme.space(1.5)} 0;
  margin-bottom: -1px;
  text-align: center;
  text-decoration: none;
  font: 600 1.35rem/1.2 ${({ theme }) => theme.font.display};
  color: ${({ theme }) => theme.color.grey500};
  border-bottom: 2px solid transparent;
  transition:
    color ${({ theme }) => theme.motion},
    border-color ${({ theme }) => theme.motion};
  &:hover {
    color: ${({ theme }) => theme.color.walnut};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.walnut};
    border-bottom-color: ${({ theme }) => theme.color.walnut};
  }
`;

type TabName = 'Login' | 'Register';
const TABS: Array<{ name: TabName; to: string }> = [
  { name: 'Login', to: '/login' },
  { name: 'Register', to: '/register' },
];

/** The centered card with the Login / Register tabs; the active tab names the page (the h1). */
export function AuthCard({ active, children }: { active: TabName; children: ReactNode }) {
  return (
    <Page>
      <Card aria-labelledby="account-heading">
        <VisuallyHidden as="h1" id="account-heading">
          {active}
        </VisuallyHidden>
        <nav aria-label="Login or register">
          <TabList>
            {TABS.map((tab) => (
              <li key={tab.name}>
                <Tab to={tab.to} aria-current={tab.name === active ? 'page' : undefined}>
                  {tab.name}
                </Tab>
              </li>
            ))}
          </TabList>
        </nav>
        {children}
      </Card>
    </Page>
  );
}

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: 1.6rem;
  color: ${({ theme }) => theme.color.walnut};
`;

/** The same card without tabs (forgot and reset password), titled by its visible h1. */
export function TitledCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Page>
      <Card aria-labelledby="account-heading">
        <Heading id="account-heading">{title}</Heading>
        {children}
      </Card>
    </Page>
  );
}
