import { useEffect } from 'react';
import type { Platform } from '@sohnne/platform';

/** The error boundary's fallback: a short note in this MFE's region, and the page-load flag cleared. */
export function MfeError({ platform, message }: { platform?: Platform; message: string }) {
  useEffect(() => {
    platform?.pageLoad.done();
  }, [platform]);
  return (
    <div data-mfe="content" data-mfe-version={__MFE_VERSION__} role="alert" style={{ padding: '48px 16px', textAlign: 'center' }}>
      {message}
    </div>
  );
}
