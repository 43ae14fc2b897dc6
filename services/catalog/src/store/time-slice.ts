/** How long a slice of catalogue work may hold the event loop before letting requests through. */
export const SLICE_MS = 8;

/** The main thread's CPU a slicer's slices took: in all, and the longest one (what it held the event loop). */
export interface SlicesCpu {
  cpuMs: number;
  longestSliceMs: number;
}

const threadCpuMs = (since?: NodeJS.CpuUsage) => {
  const { user, system } = process.threadCpuUsage(since);
  return (user + system) / 1000;
};

/**
 * Cuts long loops into slices of at most `budgetMs`: a loop asks `due()` after each step and, when it is
 * true, awaits `yield()`, which lets pending I/O and requests run before the next slice starts. It counts the
 * main thread's CPU of its slices (`cpu()`), the work itself whatever the wait for a core.
 */
export class TimeSlicer {
  private sliceStart = performance.now();
  private sliceCpuStart = process.threadCpuUsage();
  private readonly used: SlicesCpu = { cpuMs: 0, longestSliceMs: 0 };

  constructor(private readonly budgetMs = SLICE_MS) {}

  due(): boolean {
    return performance.now() - this.sliceStart >= this.budgetMs;
  }

  async yield(): Promise<void> {
    this.endSlice();
    await new Promise<void>((resolve) => setImmediate(resolve));
    this.sliceStart = performance.now();
    this.sliceCpuStart = process.threadCpuUsage();
  }

  /** Yields when the slice is used up. */
  async pause(): Promise<void> {
    if (this.due()) await this.yield();
  }

  /** The CPU of the slices so far, the current one ended here (the next starts now). */
  cpu(): SlicesCpu {
    this.endSlice();
    this.sliceCpuStart = process.threadCpuUsage();
    return { ...this.used };
  }

  private endSlice(): void {
    const sliceMs = threadCpuMs(this.sliceCpuStart);
    this.used.cpuMs += sliceMs;
    this.used.longestSliceMs = Math.max(this.used.longestSliceMs, sliceMs);
  }
}

const RUN = 512;

/**
 * A stable merge sort in slices: runs of RUN items are sorted with Array.prototype.sort, then merged pairwise
 * with a yield whenever the slice is used up, so sorting tens of thousands of names never blocks for long.
 */
export async function sortInSlices<T>(
  items: readonly T[],
  compare: (a: T, b: T) => number,
  slicer = new TimeSlicer(),
): Promise<T[]> {
  let from = [...items];
  for (let start = 0; start < from.length; start += RUN) {
    const run = from.slice(start, start + RUN).sort(compare);
    for (let i = 0; i < run.length; i += 1) from[start + i] = run[i];
    await slicer.pause();
  }
  let to = new Array<T>(from.length);
  for (let width = RUN; width < from.length; width *= 2) {
    for (let left = 0; left < from.length; left += 2 * width) {
      const middle = Math.min(left + width, from.length);
      const end = Math.min(left + 2 * width, from.length);
      let a = left;
      let b = middle;
      for (let out = left; out < end; out += 1) {
        to[out] =
          a < middle && (b >= end || compare(from[a], from[b]) <= 0) ? from[a++] : from[b++];
        if ((out & 255) === 0) await slicer.pause();
      }
    }
    [from, to] = [to, from];
  }
  return from;
}
