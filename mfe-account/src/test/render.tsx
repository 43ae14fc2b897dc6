import type { Platform } from '@sohnne/platform';
import { renderPage } from '@sohnne/web-testing';
import { makeStore } from '../store';
import { Root } from '../Root';

/** Renders the whole MFE root (router, store, theme) at `path`, as the shell would mount it. */
export function renderAt(path: string, platform: Platform) {
  window.history.pushState(null, '', path);
  return renderPage(<Root platform={platform} store={makeStore()} />);
}

/** The text of the elements an element's aria-describedby points at ('' when none). */
export function description(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
