import { css } from 'styled-components';

/** The links of a list of links (a post's contents, the sitemap): quiet until hovered, a clear focus ring. */
export const listLinks = css`
  a {
    color: ${({ theme }) => theme.color.charcoal};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.color.teakDark};
    text-decoration: underline;
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.teak};
    outline-offset: 2px;
  }
`;
