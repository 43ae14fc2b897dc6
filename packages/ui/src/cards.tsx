import styled from 'styled-components';
import { paperPanel } from './surface';

export const Tag = styled.span<{ $tone?: 'sale' | 'neutral' }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space(1)};
  font-size: 0.75rem;
  font-weight: 500;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  border-radius: ${({ theme }) => theme.radius};
  color: #fff;
  background: ${({ theme, $tone = 'sale' }) => ($tone === 'sale' ? theme.color.teakDark : theme.color.olive)};
`;

const PriceRow = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(1)};
  align-items: baseline;
  del {
    color: ${({ theme }) => theme.color.grey500};
  }
  strong {
    color: ${({ theme }) => theme.color.teakDark};
    font-weight: 500;
  }
`;

/** List price struck through beside the sale price; both already formatted in the chosen currency. */
export function Price({ list, sale }: { list: string; sale?: string | null }) {
  if (!sale)
    return (
      <PriceRow>
        <span>{list}</span>
      </PriceRow>
    );
  return (
    <PriceRow>
      <del aria-label={`Was ${list}`}>{list}</del>
      <strong aria-label={`Now ${sale}`}>{sale}</strong>
    </PriceRow>
  );
}

/** A list without bullets laid out as a grid, one column on phones; the page sets its columns above that. */
export const GridList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

/** A grid list whose items are paper cards (steps, reviews, job openings). */
export const CardGrid = styled(GridList)`
  li {
    ${paperPanel}
  }
`;

/** Product grids: 2 columns on phones, 3 from 768 px, 4 from 1024 px. */
export const ProductGrid = styled(GridList)`
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(3)};
  }
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;
