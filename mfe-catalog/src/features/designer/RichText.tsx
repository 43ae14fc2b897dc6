import DOMPurify from 'dompurify';
import { useMemo, type MouseEvent } from 'react';
import styled from 'styled-components';
import { isPlainClick, usePlatform, useHydrated } from '@sohnne/platform';

const Body = styled.div`
  max-width: 72ch;
  font-size: 1.05rem;
  p, ul, ol { margin: 0 0 ${({ theme }) => theme.space(2)}; }
  a { color: ${({ theme }) => theme.color.teakDark}; }
`;

/**
 * HTML the catalog service sanitized before sending. After hydration it is sanitized again with DOMPurify
 * (the browser does not trust what reaches it; DOMPurify needs a DOM, so the server and the hydration pass
 * render the service's HTML as it came and agree). Same-site links navigate inside the single page.
 */
export function RichText({ html }: { html: string }) {
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
