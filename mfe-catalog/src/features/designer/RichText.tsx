import styled from 'styled-components';
import { SanitizedHtml } from '@sohnne/platform/src/rich-text';

/** A designer's biography (HTML the catalog service sanitized, sanitized again in the browser). */
export const RichText = styled(SanitizedHtml)`
  max-width: 72ch;
  font-size: 1.05rem;
  p,
  ul,
  ol {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  a {
    color: ${({ theme }) => theme.color.teakDark};
  }
`;
