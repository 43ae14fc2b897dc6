import styled from 'styled-components';

/** The product page's two columns from desktop up (photos, then the information), one column below. */
export const ProductLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    gap: ${({ theme }) => theme.space(6)};
    align-items: start;
  }
`;
