import { useEffect, useMemo, useState, type HTMLAttributes, type MouseEvent } from 'react';
import { isPlainClick, usePlatform, useHydrated } from './index';

// Its own entry ('@sohnne/platform/src/rich-text'), and DOMPurify (~11 KB gzip) its own chunk, fetched only
// for HTML the server did not render.

type Purify = (html: string) => string;

export interface SanitizedHtmlProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'dangerouslySetInnerHTML' | 'onClick'
> {
  /** HTML the owning service already sanitized (sanitize-html) before sending it. */
  html: string;
  /** Loads how the browser sanitizes it again (default: DOMPurify's defaults). */
  loadPurify?: () => Promise<Purify>;
}

let defaultPurify: Purify | undefined;
const loadDefaultPurify = () =>
  import('dompurify').then(({ default: DOMPurify }) => {
    defaultPurify ??= (html) => DOMPurify.sanitize(html);
    return defaultPurify;
  });

/**
 * A service's rich text. The server and the hydration pass render the service's HTML as it came (the browser
 * has parsed it before any script runs, so sanitizing it again could not take anything back); HTML that
 * first reaches it in the browser (a page opened by client navigation) is sanitized there, which must not
 * trust what reaches it, and shown only then (DOMPurify needs a DOM). Same-site links inside navigate within
 * the single page.
 */
export function SanitizedHtml({ html, loadPurify, ...rest }: SanitizedHtmlProps) {
  const { navigation } = usePlatform();
  const hydrated = useHydrated();
  // What the server rendered into this element (null when it was first rendered in the browser).
  const [serverHtml] = useState(() => (hydrated ? null : html));
  const asRendered = !hydrated || html === serverHtml;
  const [sanitize, setSanitize] = useState<Purify | undefined>(() =>
    loadPurify ? undefined : defaultPurify,
  );
  useEffect(() => {
    if (asRendered || sanitize) return;
    let mounted = true;
    void (loadPurify ?? loadDefaultPurify)().then((purify) => mounted && setSanitize(() => purify));
    return () => {
      mounted = false;
    };
  }, [asRendered, sanitize, loadPurify]);
  const clean = useMemo(
    () => (asRendered ? html : sanitize ? sanitize(html) : ''),
    [asRendered, html, sanitize],
  );

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
