import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { SearchSuggestion, SearchSuggestions } from '@sohnne/contracts';
import { apiFetch, usePlatform } from '@sohnne/platform';
import { VisuallyHidden } from '@sohnne/ui';
import { SearchIcon } from './icons';
import { productPath } from '@sohnne/site-paths';

const SearchBox = styled.form`
  position: relative;
  display: flex;
  align-items: stretch;
  width: 100%;
  max-width: 340px;
  border: 1px solid ${({ theme }) => theme.color.grey300};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.paper};
  &:focus-within {
    border-color: ${({ theme }) => theme.color.walnut};
  }
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
  input:focus-visible {
    outline: none;
  }
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

const Suggestions = styled.ul`
  position: absolute;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  z-index: 30;
  margin: 0;
  padding: ${({ theme }) => theme.space(0.5)} 0;
  list-style: none;
  background: ${({ theme }) => theme.color.paper};
  border: 1px solid ${({ theme }) => theme.color.grey300};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 8px 24px rgba(31, 29, 26, 0.12);
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1.5)};
    min-height: 44px;
    padding: ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(1.5)};
    cursor: pointer;
  }
  li[aria-selected='true'] {
    background: ${({ theme }) => theme.color.grey100};
  }
  img {
    width: 40px;
    height: 40px;
    object-fit: contain;
    background: ${({ theme }) => theme.color.cream};
    border-radius: 2px;
  }
`;

const SUGGEST_DELAY_MS = 200;

/** Up to 6 products for what is typed, fetched after a pause in typing; an older answer never replaces a newer one. */
function useSuggestions(text: string): [SearchSuggestion[], () => void] {
  const [items, setItems] = useState<SearchSuggestion[]>([]);
  useEffect(() => {
    const query = text.trim();
    if (query.length < 2) {
      setItems([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      apiFetch(`/api/search/suggest?q=${encodeURIComponent(query.slice(0, 100))}`, {
        signal: controller.signal,
      })
        .then((response) =>
          response.ok ? (response.json() as Promise<SearchSuggestions>) : { data: [] },
        )
        .then((body) => setItems(body.data.slice(0, 6)))
        .catch((error: unknown) => {
          if (!controller.signal.aborted) console.warn('[shell] search suggestions failed', error);
        });
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);
  return [items, () => setItems([])];
}

/** Product search: suggests products while typing (a combobox: arrows, Enter, Escape); Enter goes to /search?product=<text>. */
export function SearchForm({ onDone }: { onDone?: () => void }) {
  const platform = usePlatform();
  const id = useId();
  const listId = `${id}-suggestions`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [suggestions, clear] = useSuggestions(text);
  const expanded = open && suggestions.length > 0;

  const finish = (path: string) => {
    setOpen(false);
    setActive(-1);
    clear();
    platform.navigation.navigate(path);
    onDone?.();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (expanded && active >= 0) return finish(productPath(suggestions[active].slug));
    const query = text.trim();
    if (!query) return;
    finish(`/search?product=${encodeURIComponent(query)}`);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!suggestions.length) return;
      event.preventDefault();
      setOpen(true);
      // -1 is the text itself: the arrows cycle through it and the suggestions.
      const last = suggestions.length - 1;
      const down = event.key === 'ArrowDown';
      setActive((current) =>
        down ? (current >= last ? -1 : current + 1) : current <= -1 ? last : current - 1,
      );
    }
  };
  return (
    <SearchBox
      role="search"
      aria-label="Product search"
      action="/search"
      onSubmit={submit}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setOpen(false)}
    >
      <VisuallyHidden as="label" htmlFor={id}>
        Search products
      </VisuallyHidden>
      <input
        id={id}
        type="search"
        name="product"
        placeholder="Search products"
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={
          expanded && active >= 0 && active < suggestions.length ? `${listId}-${active}` : undefined
        }
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <button type="submit">
        <SearchIcon />
        <VisuallyHidden>Search</VisuallyHidden>
      </button>
      <Suggestions id={listId} role="listbox" aria-label="Suggested products" hidden={!expanded}>
        {suggestions.map((item, index) => (
          <li
            key={item.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => finish(productPath(item.slug))}
          >
            {item.image && (
              <img src={item.image.url} alt="" width={40} height={40} loading="lazy" />
            )}
            <span>{item.name}</span>
          </li>
        ))}
      </Suggestions>
    </SearchBox>
  );
}
