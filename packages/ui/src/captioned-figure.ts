import { css } from 'styled-components';

/** Pictures over their captions inside: each full width, rounded, on grey while it loads. */
export const captionedFigures = css`
  figure {
    margin: 0;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.color.grey100};
  }
  figcaption {
    margin-top: ${({ theme }) => theme.space(1)};
  }
`;
