import type { Platform } from '@sohnne/platform';
import { useEffect } from 'react';

/** The error boundary's fallback: a short note in this MFE's region, and the page-load flag cleared. */
export function ErrorFallback({ platform }: { platform?: Platform }) {
  useEffect(() => {
    platform?.pageLoad.done();
  }, [platform]);
  return (
    <div data-mfe="commerce" data-mfe-version={__MFE_VERSION__} role="alert" style={{ padding: '48px 16px', textAlign: 'center' }}>
      Sorry, this part of the page couldn&apos;t be shown. Please reload the page.
    </div>
  );
}
