import { useEffect, useMemo, useState, type HTMLAttributes, type MouseEvent } from 'react';
import { isPlainClick, usePlatform, useHydrated } from './index';

// Its own entry ('@sohnne/platform/src/rich-text'), and DOMPurify (~11 KB gzip) its own chunk: fetched after
// the page has hydrated, never with it.

export interface SanitizedHtmlProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'dangerouslySetInnerHTML' | 'onClick'
> {
  /** HTML the owning service already sanitized (sanitize-html) before sending it. */
  html: string;
  /** How the browser sanitizes it again (default: DOMPurify's defaults). */
  purify?: (html: string) => string;
}

type Purify = (html: string) => string;
let purifyLoaded: Purify | undefined;
let purifyLoading: Promise<Purify> | undefined;
function loadPurify(): Promise<Purify> {
  purifyLoading ??= import('dompurify').then(({ default: DOMPurify }) => {
    purifyLoaded = (html) => DOMPurify.sanitize(html);
    return purifyLoaded;
  });
  return purifyLoading;
}

/**
 * A service's rich text. Once the page is hydrated it is sanitized again in the browser, which must not
 * trust what reaches it (DOMPurify needs a DOM: the server and the hydration pass render the service's
 * HTML as it came, so they agree). Until DOMPurify has loaded, the HTML the server rendered stays as it is
 * (it is on the page already); HTML that reaches a component in the browser is shown only sanitized. Same-site
 * links inside navigate within the single page.
 */
export function SanitizedHtml({ html, purify, ...rest }: SanitizedHtmlProps) {
  const { navigation } = usePlatform();
  const hydrated = useHydrated();
  // What the server rendered into this element (null when it was first rendered in the browser).
  const [serverHtml] = useState(() => (hydrated ? null : html));
  const [loaded, setLoaded] = useState<Purify | undefined>(() => purifyLoaded);
  const sanitize = purify ?? loaded;
  useEffect(() => {
    if (sanitize) return;
    let mounted = true;
    void loadPurify().then((purifier) => mounted && setLoaded(() => purifier));
    return () => {
      mounted = false;
    };
  }, [sanitize]);
  const clean = useMemo(() => {
    if (!hydrated) return html;
    if (sanitize) return sanitize(html);
    return html === serverHtml ? html : '';
  }, [html, hydrated, sanitize, serverHtml]);

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
