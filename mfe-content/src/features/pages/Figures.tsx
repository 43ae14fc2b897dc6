import styled from 'styled-components';
import { captionedFigures } from '@sohnne/ui';
import type { PageFigure } from './pageFigures';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(2)};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, 1fr);
  }
  ${captionedFigures}
  figcaption {
    color: ${({ theme }) => theme.color.grey700};
    font-size: 0.95rem;
  }
`;

/** A content page's pictures with their captions, after its text (below the fold: lazy). */
export function Figures({ figures }: { figures: PageFigure[] }) {
  return (
    <Grid>
      {figures.map((figure) => (
        <figure key={figure.src}>
          <img
            src={figure.src}
            alt={figure.alt}
            width={figure.width}
            height={figure.height}
            loading="lazy"
          />
          <figcaption>{figure.caption}</figcaption>
        </figure>
      ))}
    </Grid>
  );
}
