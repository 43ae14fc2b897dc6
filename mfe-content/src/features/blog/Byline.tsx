import styled from 'styled-components';

/** A post's author: the avatar beside the name (on a card and on the post). */
export const Byline = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  font-size: 0.9rem;
  img {
    border-radius: 50%;
    flex: none;
  }
`;
