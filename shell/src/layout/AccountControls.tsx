import { useState } from 'react';
import styled from 'styled-components';
import { SHELL_ACTION_FIELD, useSession, usePlatform } from '@sohnne/platform';
import { Button, FormTokenField } from '@sohnne/ui';
import { useNavigateClick } from './context';

const Account = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  a {
    text-decoration: none;
    font-weight: 500;
    padding: ${({ theme }) => theme.space(1)};
  }
  a:hover {
    color: ${({ theme }) => theme.color.teakDark};
  }
  .name {
    font-weight: 500;
    max-width: 14ch;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/** 'Login' for visitors; the customer's name and 'Logout' when signed in. */
export function AccountControls({ onNavigate }: { onNavigate?: () => void }) {
  const platform = usePlatform();
  const user = useSession();
  const navigateClick = useNavigateClick(onNavigate);
  const [busy, setBusy] = useState(false);
  if (!user) {
    return (
      <Account>
        <a href="/login" onClick={navigateClick}>
          Login
        </a>
      </Account>
    );
  }
  const logout = async () => {
    setBusy(true);
    try {
      await platform.session.logout();
      onNavigate?.();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Account>
      <span className="name" title={user.name}>
        {user.name}
      </span>
      {/* Posted to the page before (or without) scripts: the page server signs out and goes home. */}
      <form
        method="post"
        onSubmit={(event) => {
          event.preventDefault();
          void logout();
        }}
      >
        <FormTokenField />
        <input type="hidden" name={SHELL_ACTION_FIELD} value="logout" />
        <Button type="submit" $variant="ghost" disabled={busy}>
          Logout
        </Button>
      </form>
    </Account>
  );
}
