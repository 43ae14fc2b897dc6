import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useCartSummary, useCurrency, useSession, usePlatform, type CurrencyCode } from '@sohnne/platform';
import { Button, VisuallyHidden } from '@sohnne/ui';
import { useNavigateClick } from './context';
import { BagIcon, SearchIcon } from './icons';

const HiddenLabel = styled.label`
  position: absolute !important;
  width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
`;

const SearchBox = styled.form`
  display: flex;
  align-items: stretch;
  width: 100%;
  max-width: 340px;
  border: 1px solid ${({ theme }) => theme.color.grey300};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.paper};
  &:focus-within { border-color: ${({ theme }) => theme.color.walnut}; }
  input {
    flex: 1;
    min-width: 0;
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space(1.5)};
    border: 0;
    background: transparent;
    font: inherit;
    color: inherit;
  }
  input:focus-visible { outline: none; }
  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.color.walnut};
    cursor: pointer;
  }
`;

/** Product search: goes to /search?product=<text>. */
export function SearchForm({ onDone }: { onDone?: () => void }) {
  const platform = usePlatform();
  const id = useId();
  const [text, setText] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    platform.navigation.navigate(`/search?product=${encodeURIComponent(query)}`);
    onDone?.();
  };
  return (
    <SearchBox role="search" aria-label="Product search" onSubmit={submit}>
      <HiddenLabel htmlFor={id}>Search products</HiddenLabel>
      <input id={id} type="search" name="product" placeholder="Search products" autoComplete="off" value={text} onChange={(event) => setText(event.target.value)} />
      <button type="submit">
        <SearchIcon />
        <VisuallyHidden>Search</VisuallyHidden>
      </button>
    </SearchBox>
  );
}

const Select = styled.select`
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(1)};
  border: 1px solid ${({ theme }) => theme.color.grey300};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.paper};
  color: inherit;
  font: inherit;
  cursor: pointer;
`;

export function CurrencySelect() {
  const platform = usePlatform();
  const { code } = useCurrency();
  const id = useId();
  return (
    <span>
      <HiddenLabel htmlFor={id}>Currency</HiddenLabel>
      <Select id={id} value={code} onChange={(event) => platform.currency.set(event.target.value as CurrencyCode)}>
        {platform.currency.available().map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </Select>
    </span>
  );
}

const Account = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  a { text-decoration: none; font-weight: 500; padding: ${({ theme }) => theme.space(1)}; }
  a:hover { color: ${({ theme }) => theme.color.teakDark}; }
  .name { font-weight: 500; max-width: 14ch; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
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
      <Button type="button" $variant="ghost" onClick={logout} disabled={busy}>
        Logout
      </Button>
    </Account>
  );
}

const CartAnchor = styled.a`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  color: ${({ theme }) => theme.color.walnut};
  &:hover { color: ${({ theme }) => theme.color.teakDark}; }
`;

const Badge = styled.span`
  position: absolute;
  top: 4px;
  right: 2px;
  min-width: 18px;
  height: 18px;
  padding: 0 4px;
  border-radius: 9px;
  background: ${({ theme }) => theme.color.teakDark};
  color: #fff;
  font-size: 0.7rem;
  font-weight: 500;
  line-height: 18px;
  text-align: center;
`;

export function CartLink() {
  const { count } = useCartSummary();
  const navigateClick = useNavigateClick();
  return (
    <CartAnchor href="/cart" aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`} onClick={navigateClick}>
      <BagIcon />
      {count > 0 && <Badge aria-hidden="true">{count > 99 ? '99+' : count}</Badge>}
    </CartAnchor>
  );
}
