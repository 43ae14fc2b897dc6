import DOMPurify from 'dompurify';
import { useMemo, type MouseEvent } from 'react';
import styled from 'styled-components';
import { isPlainClick, usePlatform, useHydrated } from '@sohnne/platform';

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
 * HTML from the content service, which sanitizes it (sanitize-html) before it leaves the service. Once the
 * page is hydrated it is sanitized again with DOMPurify, because the browser must not trust what reaches
 * it (DOMPurify needs a DOM: the server and the hydration pass render the service's HTML as it came, so
 * they agree). Same-site links stay in the single page.
 */
export function Prose({ html }: { html: string }) {
  const { navigation } = usePlatform();
  const hydrated = useHydrated();
  const clean = useMemo(() => (hydrated ? DOMPurify.sanitize(html) : html), [html, hydrated]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!link || !href?.startsWith('/') || href.startsWith('//') || link.target) return;
    if (!isPlainClick({ ...event, currentTarget: link } as unknown as MouseEvent<HTMLAnchorElement>)) return;
    event.preventDefault();
    navigation.navigate(href);
  };

  // Delegates clicks to the links inside (keyboard Enter on a link fires click too).
  return <Body onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />;
}
