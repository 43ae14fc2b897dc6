import styled from 'styled-components';
import { inlineList } from './inline-list';
import { useUiLink } from './link';

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
    ${inlineList}
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
