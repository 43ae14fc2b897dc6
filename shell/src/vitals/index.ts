import { getAppStatus, LOAD_ERROR } from 'single-spa';
import { MFE_ERROR_BEACON } from '../manifest';
import { mfeOfScript, stackOf, type MfeError, type MfeVersion } from './attribution';
import type { PageView } from './interactions';

/** Where the browser sends its figures: the edge counts them per MFE version (infra/edge/rum.js). */
export const RUM_BEACON = '/rum';
/** The event an MFE's error boundary dispatches when its region failed to render (detail: { mfe }). */
export const RENDER_ERROR_EVENT = 'sohnne:mfe-render-error';

export interface RumOptions {
  /** The MFE that owns a page, or null. */
  ownerOf(pathname: string): string | null;
  /** The version of an MFE this visitor runs (a canary's or the live one). */
  versionOf(name: string): string;
  send?(url: string, beacon: object): void;
}

/** At most this many errors a page reports (an error in a loop must not flood the edge). */
const MAX_ERRORS_PER_PAGE = 20;
const ERRORS_PER_BEACON = 10;
const ERROR_BATCH_MS = 500;

const sendBeacon = (url: string, beacon: object) =>
  navigator.sendBeacon?.(url, new Blob([JSON.stringify(beacon)], { type: 'application/json' }));

/** An MFE single-spa could not load or mount (called while single-spa still says which). */
export function reportMfeFailure(failure: MfeVersion) {
  const kind = getAppStatus(failure.mfe) === LOAD_ERROR ? 'load' : 'mount';
  sendBeacon(MFE_ERROR_BEACON, { ...failure, kind });
}

/**
 * Starts the real-user figures: a view per page (the landing one and every navigation to another path),
 * the errors thrown by MFE scripts or caught by an MFE's error boundary, and — loaded once the page has
 * loaded, so it weighs nothing on the first paint — the Core Web Vitals: the landing page's, and the INP of
 * every page the visitor used, by its owner.
 */
export function startRum({ ownerOf, versionOf, send = sendBeacon }: RumOptions) {
  const identify = (mfe: string | null): MfeVersion | null => {
    const version = mfe ? versionOf(mfe) : '';
    return mfe && version ? { mfe, version } : null;
  };
  const landing = identify(ownerOf(window.location.pathname));

  let reported = 0;
  const pending: MfeError[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flushErrors = () => {
    timer = undefined;
    while (pending.length) send(RUM_BEACON, { errors: pending.splice(0, ERRORS_PER_BEACON) });
  };
  const report = (owner: MfeVersion | null, kind: MfeError['kind']) => {
    if (!owner || reported >= MAX_ERRORS_PER_PAGE) return;
    reported += 1;
    pending.push({ ...owner, kind });
    timer ??= setTimeout(flushErrors, ERROR_BATCH_MS);
  };
  window.addEventListener('error', (event) =>
    report(mfeOfScript(event.filename, stackOf(event.error)), 'uncaught'),
  );
  window.addEventListener('unhandledrejection', (event) =>
    report(mfeOfScript(stackOf(event.reason)), 'rejection'),
  );
  window.addEventListener(RENDER_ERROR_EVENT, (event) =>
    report(identify((event as CustomEvent<{ mfe?: string }>).detail?.mfe ?? null), 'render'),
  );
  // Errors still waiting when the visitor leaves go with him.
  window.addEventListener('pagehide', flushErrors);

  let viewed = window.location.pathname;
  // Which MFE version owned the page since when: each interaction's INP counts for the page it began on.
  const views: PageView[] = [{ since: 0, page: landing }];
  if (landing) {
    // Once loaded, or as the visitor leaves first: a browser's first beacon costs ~16 ms of main thread,
    // which must not lengthen the task that starts hydration.
    let counted = false;
    const countLanding = () => {
      if (counted) return;
      counted = true;
      send(RUM_BEACON, { page: landing, view: true });
    };
    whenLoaded(countLanding);
    window.addEventListener('pagehide', countLanding, { once: true });
  }
  window.addEventListener('single-spa:routing-event', () => {
    if (window.location.pathname === viewed) return;
    viewed = window.location.pathname;
    const page = identify(ownerOf(viewed));
    views.push({ since: performance.now(), page });
    if (page) send(RUM_BEACON, { page, view: true });
  });

  if (!landing) return;
  const measure = () =>
    void import(/* webpackChunkName: "vitals" */ './reporter')
      .then(({ reportVitals }) =>
        reportVitals(landing, views, (beacon) => send(RUM_BEACON, beacon)),
      )
      .catch((error: unknown) => console.error('[shell] vitals reporter unavailable', error));
  whenLoaded(measure);
}

function whenLoaded(run: () => void) {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}
