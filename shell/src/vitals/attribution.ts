/** An MFE version, as the edge counts it. */
export interface MfeVersion {
  mfe: string;
  version: string;
}

/** An error of an MFE in the browser: thrown by one of its scripts, or caught by its error boundary. */
export interface MfeError extends MfeVersion {
  kind: 'render' | 'uncaught' | 'rejection';
}

/** What one beacon carries: never more than MFE versions, numbers and error kinds. */
export interface Beacon {
  page?: MfeVersion;
  view?: true;
  vitals?: Partial<Record<'LCP' | 'INP' | 'CLS' | 'TTFB', number>>;
  errors?: MfeError[];
}

/** The versioned path the edge serves every MFE script under: /mfe/<name>/<version>/… */
const MFE_SCRIPT = /\/mfe\/([a-z][a-z0-9-]{0,29})\/([0-9A-Za-z.-]{1,60})\//;

/**
 * The MFE version whose script a URL or a stack names first, or null (the shell's own code, a third
 * party's): an error is an MFE's when one of its scripts threw it.
 */
export function mfeOfScript(...sources: (string | undefined)[]): MfeVersion | null {
  for (const source of sources) {
    const match = source ? MFE_SCRIPT.exec(source) : null;
    if (match) return { mfe: match[1], version: match[2] };
  }
  return null;
}

/** The stack of a thrown value, when it has one. */
export const stackOf = (thrown: unknown): string | undefined =>
  thrown instanceof Error ? thrown.stack : undefined;
