import styled from 'styled-components';

export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(2)};
  ${({ theme }) => theme.media.tablet} {
    padding: 0 ${({ theme }) => theme.space(3)};
  }
`;

/** A page's content column, with room below it before the footer. */
export const PageContainer = styled(Container)`
  padding-bottom: ${({ theme }) => theme.space(8)};
`;

export const PageHeading = styled.h1`
  font-size: clamp(1.75rem, 4vw, 2.5rem);
  margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(3)};
`;
