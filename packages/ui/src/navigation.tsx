import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useUiLink } from './link';

export interface Crumb {
  label: string;
  /** Omitted for the current page (the last crumb). */
  to?: string;
}

const Trail = styled.nav`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.grey700};
  margin: ${({ theme }) => theme.space(2)} 0;
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(1)};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li + li::before {
    content: '›';
    margin-right: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.color.grey500};
  }
  a {
    color: inherit;
  }
  [aria-current] {
    color: ${({ theme }) => theme.color.charcoal};
  }
`;

/** Home › … › the page. Give it the crumbs after Home. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const Link = useUiLink();
  const all: Crumb[] = [{ label: 'Home', to: '/' }, ...items];
  return (
    <Trail aria-label="Breadcrumb">
      <ol>
        {all.map((crumb, i) => (
          <li key={`${crumb.label}-${i}`}>
            {crumb.to && i < all.length - 1 ? (
              <Link to={crumb.to}>{crumb.label}</Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </Trail>
  );
}

/** A page number, or a gap shown as an ellipsis. */
export type PageItem = number | 'gap';

/**
 * The page numbers to show: `size` numbers around the current page, and with `ends` the first and last
 * page with a gap where numbers are skipped. `pageWindow(5, 10, 3, true)` → [1, 'gap', 4, 5, 6, 'gap', 10].
 */
export function pageWindow(current: number, total: number, size = 3, ends = true): PageItem[] {
  if (total <= 1) return total === 1 ? [1] : [];
  const page = Math.min(Math.max(1, current), total);
  let start = Math.max(1, page - Math.floor(size / 2));
  const end = Math.min(total, start + size - 1);
  start = Math.max(1, end - size + 1);
  const items: PageItem[] = [];
  if (ends && start > 1) {
    items.push(1);
    if (start > 2) items.push('gap');
  }
  for (let n = start; n <= end; n++) items.push(n);
  if (ends && end < total) {
    if (end < total - 1) items.push('gap');
    items.push(total);
  }
  return items;
}

const Pages = styled.nav`
  display: flex;
  justify-content: center;
  margin: ${({ theme }) => theme.space(5)} 0;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(1)};
    list-style: none;
    margin: 0;
    padding: 0;
    align-items: center;
  }
  a,
  span[aria-disabled] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    height: 44px;
    padding: 0 ${({ theme }) => theme.space(1.5)};
    border: 1px solid ${({ theme }) => theme.color.grey300};
    border-radius: ${({ theme }) => theme.radius};
    color: ${({ theme }) => theme.color.charcoal};
    text-decoration: none;
    background: ${({ theme }) => theme.color.paper};
  }
  a[aria-current] {
    background: ${({ theme }) => theme.color.charcoal};
    color: ${({ theme }) => theme.color.paper};
    border-color: ${({ theme }) => theme.color.charcoal};
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.teak};
    outline-offset: 2px;
  }
  span[aria-disabled] {
    color: ${({ theme }) => theme.color.grey500};
    background: ${({ theme }) => theme.color.grey100};
  }
`;

export interface PaginationProps {
  page: number;
  totalPages: number;
  /** The URL of a page (keep the other query parameters). */
  hrefFor: (page: number) => string;
  /** How many numbers around the current page; 0 for Previous/Next only. */
  size?: number;
  /** First and last page shortcuts with ellipses. */
  ends?: boolean;
  /** 'Previous' and 'Next' links (disabled at the ends). */
  prevNext?: boolean;
  label?: string;
}

/** Numbered pages as links, so every page is a crawlable URL and Back/Forward work. */
export function Pagination({
  page,
  totalPages,
  hrefFor,
  size = 3,
  ends = true,
  prevNext = false,
  label = 'Pagination',
}: PaginationProps) {
  const Link = useUiLink();
  if (totalPages <= 1 && !prevNext) return null;
  const items = size > 0 ? pageWindow(page, totalPages, size, ends) : [];
  const step = (target: number, text: string) =>
    target >= 1 && target <= totalPages ? (
      <Link to={hrefFor(target)} rel={text === 'Next' ? 'next' : 'prev'}>
        {text}
      </Link>
    ) : (
      <span aria-disabled="true">{text}</span>
    );
  return (
    <Pages aria-label={label}>
      <ul>
        {prevNext && <li>{step(page - 1, 'Previous')}</li>}
        {items.map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
              >
                {String(item)}
              </Link>
            </li>
          ),
        )}
        {prevNext && <li>{step(page + 1, 'Next')}</li>}
      </ul>
    </Pages>
  );
}

const Item = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.color.grey200};
  h3 {
    margin: 0;
    font-size: 1.05rem;
    font-family: ${({ theme }) => theme.font.body};
  }
  button {
    all: unset;
    box-sizing: border-box;
    cursor: pointer;
    width: 100%;
    min-height: 44px;
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(2)} 0;
    font-weight: 500;
  }
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.teak};
    outline-offset: 2px;
  }
  button::after {
    content: '+';
    font-size: 1.4rem;
    line-height: 1;
  }
  button[aria-expanded='true']::after {
    content: '−';
  }
  [role='region'] {
    padding-bottom: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.color.grey700};
  }
`;

export interface AccordionItem {
  title: string;
  body: ReactNode;
}

/** Questions that open and close one by one (WAI-ARIA accordion: a button per heading, a region per answer). */
export function Accordion({
  items,
  initiallyOpen = -1,
}: {
  items: AccordionItem[];
  initiallyOpen?: number;
}) {
  const id = useId();
  const [open, setOpen] = useState<Set<number>>(
    () => new Set(initiallyOpen >= 0 ? [initiallyOpen] : []),
  );
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  return (
    <div>
      {items.map((item, index) => {
        const expanded = open.has(index);
        return (
          <Item key={`${item.title}-${index}`}>
            <h3>
              <button
                type="button"
                id={`${id}-h${index}`}
                aria-expanded={expanded}
                aria-controls={`${id}-p${index}`}
                onClick={() => toggle(index)}
              >
                {item.title}
              </button>
            </h3>
            <div
              role="region"
              id={`${id}-p${index}`}
              aria-labelledby={`${id}-h${index}`}
              hidden={!expanded}
            >
              {item.body}
            </div>
          </Item>
        );
      })}
    </div>
  );
}
