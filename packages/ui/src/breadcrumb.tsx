import styled from 'styled-components';
import { inlineList } from './inline-list';
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
    ${inlineList}
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
