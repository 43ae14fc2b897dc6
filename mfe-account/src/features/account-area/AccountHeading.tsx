import styled from 'styled-components';

/** The one h1 of an account page, beside the menu. */
export const AccountHeading = styled.h1`
  font-size: clamp(1.6rem, 3.5vw, 2.2rem);
  margin: 0 0 ${({ theme }) => theme.space(2)};
`;
