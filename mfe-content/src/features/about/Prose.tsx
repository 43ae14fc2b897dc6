import DOMPurify from 'dompurify';
import { useMemo, type MouseEvent } from 'react';
import styled from 'styled-components';
import { usePlatform } from '@sohnne/platform';

const Body = styled.div`
  max-width: 72ch;
  font-size: 1.05rem;
  h2, h3 { margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(1.5)}; }
  h2 { font-size: 1.6rem; }
  h3 { font-size: 1.25rem; }
  p, ul, ol { margin: 0 0 ${({ theme }) => theme.space(2)}; }
  a { color: ${({ theme }) => theme.color.teakDark}; }
  img { height: auto; border-radius: ${({ theme }) => theme.radius}; }
  blockquote {
    margin: ${({ theme }) => theme.space(3)} 0;
    padding-left: ${({ theme }) => theme.space(2)};
    border-left: 3px solid ${({ theme }) => theme.color.walnut};
    font-style: italic;
  }
`;

/**
 * Server-rendered HTML from the content service. The service sanitizes it already; it is sanitized
 * again here because the browser must not trust what reaches it. Same-site links stay in the SPA.
 */
export function Prose({ html }: { html: string }) {
  const { navigation } = usePlatform();
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!link || !href?.startsWith('/') || href.startsWith('//') || link.target) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigation.navigate(href);
  };

  // Delegates clicks to the links inside (keyboard Enter on a link fires click too).
  return <Body onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />;
}
