import styled from 'styled-components';
import { SanitizedHtml } from '@sohnne/platform/src/rich-text';

/** A content page's text (HTML from the content service, sanitized again in the browser). */
export const Prose = styled(SanitizedHtml)`
  max-width: 72ch;
  font-size: 1.05rem;
  h2,
  h3 {
    margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(1.5)};
  }
  h2 {
    font-size: 1.6rem;
  }
  h3 {
    font-size: 1.25rem;
  }
  p,
  ul,
  ol {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  a {
    color: ${({ theme }) => theme.color.teakDark};
  }
  img {
    height: auto;
    border-radius: ${({ theme }) => theme.radius};
  }
  blockquote {
    margin: ${({ theme }) => theme.space(3)} 0;
    padding-left: ${({ theme }) => theme.space(2)};
    border-left: 3px solid ${({ theme }) => theme.color.walnut};
    font-style: italic;
  }
`;
