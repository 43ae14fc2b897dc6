import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { Beacon, MfeVersion } from './attribution';

/**
 * Reports the landing page's Core Web Vitals: gathered as web-vitals gives them (LCP, CLS and INP when
 * the page is hidden, TTFB once loaded) and sent together when the page is hidden, one beacon per hiding.
 */
export function reportVitals(page: MfeVersion, send: (beacon: Beacon) => void) {
  let vitals: NonNullable<Beacon['vitals']> = {};
  const flush = () => {
    if (!Object.keys(vitals).length) return;
    send({ page, vitals });
    vitals = {};
  };
  const gather = ({ name, value }: Metric) => {
    if (name === 'FCP') return;
    vitals[name] = name === 'CLS' ? Number(value.toFixed(4)) : Math.round(value);
    // web-vitals reports on the same hiding as the listener below: send once its reports are in.
    if (document.visibilityState === 'hidden') queueMicrotask(flush);
  };
  onTTFB(gather);
  onLCP(gather);
  onCLS(gather);
  onINP(gather);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}
