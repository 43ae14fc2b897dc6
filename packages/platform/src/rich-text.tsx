import DOMPurify from 'dompurify';
import { useMemo, type HTMLAttributes, type MouseEvent } from 'react';
import { isPlainClick, usePlatform, useHydrated } from './index';

// Its own entry ('@sohnne/platform/src/rich-text'): it brings DOMPurify, which the shell does not use.

export interface SanitizedHtmlProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'dangerouslySetInnerHTML' | 'onClick'
> {
  /** HTML the owning service already sanitized (sanitize-html) before sending it. */
  html: string;
  /** How the browser sanitizes it again (default: DOMPurify's defaults). */
  purify?: (html: string) => string;
}

const purifyDefault = (html: string) => DOMPurify.sanitize(html);

/**
 * A service's rich text. Once the page is hydrated it is sanitized again in the browser, which must not
 * trust what reaches it (DOMPurify needs a DOM: the server and the hydration pass render the service's
 * HTML as it came, so they agree). Same-site links inside navigate within the single page.
 */
export function SanitizedHtml({ html, purify = purifyDefault, ...rest }: SanitizedHtmlProps) {
  const { navigation } = usePlatform();
  const hydrated = useHydrated();
  const clean = useMemo(() => (hydrated ? purify(html) : html), [html, hydrated, purify]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!link || !href?.startsWith('/') || href.startsWith('//') || link.target) return;
    if (
      !isPlainClick({ ...event, currentTarget: link } as unknown as MouseEvent<HTMLAnchorElement>)
    )
      return;
    event.preventDefault();
    navigation.navigate(href);
  };

  // Clicks on the links inside are delegated here (Enter on a link fires click too).
  return <div {...rest} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />;
}
