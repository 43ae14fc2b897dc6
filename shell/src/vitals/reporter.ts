import { onCLS, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { Beacon, MfeVersion } from './attribution';
import { createInteractionTally, type InteractionEvent, type PageView } from './interactions';

/** Event Timing reports events at least this long: its floor, so a page of quick taps reports its INP too. */
const EVENT_THRESHOLD_MS = 16;

/**
 * Reports the Core Web Vitals: the landing page's LCP, CLS and TTFB as web-vitals gives them, and the INP
 * of every page owner the visitor used (`views`, which the caller extends on each navigation), sent when
 * the page is hidden, one beacon per owner and hiding.
 */
export function reportVitals(
  landing: MfeVersion,
  views: readonly PageView[],
  send: (beacon: Beacon) => void,
) {
  let vitals: NonNullable<Beacon['vitals']> = {};
  const interactions = createInteractionTally(views);
  const flush = () => {
    const inp = interactions.changed();
    const landingInp = inp.find(({ page }) => page === landing)?.INP;
    if (landingInp !== undefined) vitals.INP = landingInp;
    if (Object.keys(vitals).length) send({ page: landing, vitals });
    vitals = {};
    for (const { page, INP } of inp) if (page !== landing) send({ page, vitals: { INP } });
  };
  const gather = ({ name, value }: Metric) => {
    vitals[name as 'LCP' | 'CLS' | 'TTFB'] =
      name === 'CLS' ? Number(value.toFixed(4)) : Math.round(value);
    // web-vitals reports on the same hiding as the listener below: send once its reports are in.
    if (document.visibilityState === 'hidden') queueMicrotask(flush);
  };
  onTTFB(gather);
  onLCP(gather);
  onCLS(gather);
  if (PerformanceObserver.supportedEntryTypes?.includes('event'))
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        interactions.record(entry as InteractionEvent & PerformanceEntry);
    }).observe({
      type: 'event',
      buffered: true,
      durationThreshold: EVENT_THRESHOLD_MS,
    } as PerformanceObserverInit);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}
