import styled from 'styled-components';
import { paperPanel } from '@sohnne/ui';

/** The cart and checkout pages: their content, and the order summary beside it on desktops (below it on phones). */
export const PageWithSummary = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;
  padding-bottom: ${({ theme }) => theme.space(6)};
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1fr) 360px;
    gap: ${({ theme }) => theme.space(6)};
  }
`;

/** The order summary panel, kept in view while the page scrolls on desktops. */
export const SummaryPanel = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  ${paperPanel}
  h2 {
    margin: 0;
    font-size: 1.35rem;
  }
  ${({ theme }) => theme.media.desktop} {
    position: sticky;
    top: ${({ theme }) => theme.space(2)};
  }
`;
