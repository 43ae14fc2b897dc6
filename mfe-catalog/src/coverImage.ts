import { css } from 'styled-components';

/** A photo as wide as its box at a fixed ratio (`4 / 5`), cropped to it, on grey until it arrives. */
export const coverImage = (ratio: string) => css`
  width: 100%;
  height: auto;
  aspect-ratio: ${ratio};
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.grey100};
`;
