/** The tracking page's height report: `{ type: 'sohnne-tracking:height', height }` from the tracking origin only. */

export const HEIGHT_MESSAGE = 'sohnne-tracking:height';
export const MIN_FRAME_HEIGHT = 320;
export const MAX_FRAME_HEIGHT = 4000;

/** The frame height a message asks for, or null when it is not a height report from the tracking origin. */
export function frameHeightFrom(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  trackingOrigin: string,
): number | null {
  if (event.origin !== trackingOrigin) return null;
  const data = event.data as { type?: unknown; height?: unknown } | null;
  if (
    !data ||
    data.type !== HEIGHT_MESSAGE ||
    typeof data.height !== 'number' ||
    !Number.isFinite(data.height)
  )
    return null;
  return Math.min(MAX_FRAME_HEIGHT, Math.max(MIN_FRAME_HEIGHT, Math.ceil(data.height)));
}

/** The tracking page's request to load its widget scripts: `{ type: 'sohnne-tracking:load-scripts', scripts: [url, …] }`. */
export const LOAD_SCRIPTS_MESSAGE = 'sohnne-tracking:load-scripts';

/**
 * The widget scripts a message asks this page to load: only a request from the tracking origin counts,
 * and of its scripts only those served by that origin (relative URLs resolve against it); null otherwise.
 */
export function widgetScriptsFrom(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  trackingOrigin: string,
): string[] | null {
  if (event.origin !== trackingOrigin) return null;
  const data = event.data as { type?: unknown; scripts?: unknown } | null;
  if (!data || data.type !== LOAD_SCRIPTS_MESSAGE || !Array.isArray(data.scripts)) return null;
  const scripts: string[] = [];
  for (const source of data.scripts) {
    if (typeof source !== 'string') continue;
    try {
      const url = new URL(source, trackingOrigin);
      if (url.origin === trackingOrigin && !scripts.includes(url.href)) scripts.push(url.href);
    } catch {
      // Not a URL: not a script of the tracking origin either.
    }
  }
  return scripts;
}

/** Adds a script to the page once (a second request for the same URL is a no-op). */
export function loadScriptOnce(href: string, document: Document): void {
  const loaded = Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]')).some(
    (script) => script.src === href,
  );
  if (loaded) return;
  const script = document.createElement('script');
  script.src = href;
  script.async = true;
  document.head.appendChild(script);
}
