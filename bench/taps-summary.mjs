// What bench/taps.mjs reads out of the browser, kept apart from the browser so it can be tested:
// an interaction's duration and its three phases from Event Timing entries, the median of runs, and what a
// Chromium trace says the main thread did around a tap.

/**
 * The interactions in Event Timing entries (plain copies of PerformanceEventTiming), each as INP counts it:
 * its duration is the longest of its entries; input delay runs from the first entry's start to the first
 * handler, processing from there to the last handler's end, presentation from there to the next paint.
 * Entries with no interactionId (hovers, moves) are not interactions.
 * @param {{ name: string, interactionId?: number, startTime: number, processingStart: number,
 *   processingEnd: number, duration: number }[]} entries
 */
function interactionsOf(entries) {
  const byId = new Map();
  for (const entry of entries) {
    if (!entry.interactionId) continue;
    byId.set(entry.interactionId, [...(byId.get(entry.interactionId) ?? []), entry]);
  }
  return [...byId.values()].map((group) => {
    const start = Math.min(...group.map((e) => e.startTime));
    const processingStart = Math.min(...group.map((e) => e.processingStart));
    const processingEnd = Math.max(...group.map((e) => e.processingEnd));
    const duration = Math.max(...group.map((e) => e.duration));
    return {
      events: [...new Set(group.map((e) => e.name))],
      start,
      duration,
      inputDelay: processingStart - start,
      processing: processingEnd - processingStart,
      // Event Timing rounds durations to 8 ms, so the paint can read a few ms before the handlers' end.
      presentation: Math.max(0, start + duration - processingEnd),
    };
  });
}

/** The one interaction a control's action is judged by: the slowest of those it caused, as INP would. */
export function worstInteraction(entries) {
  const interactions = interactionsOf(entries);
  return interactions.length
    ? interactions.reduce((worst, next) => (next.duration > worst.duration ? next : worst))
    : null;
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
};

/** Trace event names by the kind of main-thread work DevTools' performance panel files them under. */
const KINDS = {
  scripting: [
    'FunctionCall',
    'EvaluateScript',
    'EventDispatch',
    'TimerFire',
    'FireIdleCallback',
    'FireAnimationFrame',
    'RunMicrotasks',
    'XHRReadyStateChange',
    'XHRLoad',
    'MajorGC',
    'MinorGC',
    'BlinkGC.AtomicPhase',
  ],
  style: ['UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet'],
  layout: ['Layout'],
  paint: [
    'PrePaint',
    'Paint',
    'PaintImage',
    'Layerize',
    'UpdateLayer',
    'UpdateLayerTree',
    'CompositeLayers',
    'Commit',
    'Decode Image',
  ],
};
const KIND_OF = new Map(
  Object.entries(KINDS).flatMap(([kind, names]) => names.map((name) => [name, kind])),
);
const kindOf = (name) => KIND_OF.get(name) ?? (/^v8\./i.test(name) ? 'scripting' : 'other');

const TOP_COSTS = 5;

/** A file of the stack by a short name: an MFE's by the MFE and file (its version left out), else its path. */
export function fileOf(url) {
  const parts = new URL(url).pathname.split('/').filter(Boolean);
  return parts[0] === 'mfe' && parts.length > 2 ? `${parts[1]}/${parts.at(-1)}` : parts.join('/');
}

/** A slice's name in the list of top costs: script work with the file it ran (the chunk that paid). */
function costName(slice) {
  const url = slice.args?.data?.url || slice.args?.data?.stackTrace?.[0]?.url;
  const file = url ? ` ${fileOf(url)}` : '';
  return `${slice.name}${kindOf(slice.name) === 'scripting' ? file : ''}`;
}

/**
 * What the main thread did from `from` to `to` (trace microseconds) on one thread, by kind, each event counted
 * by its self time (its duration less its children's), in ms; `afterPaint` is the part from `paintAt` on (work
 * that did not hold the tap's next paint back), and the largest costs before the paint. Also the elements style recalculation touched and the layout
 * objects laid out, which tell a whole-document recalculation from the control's own part.
 * @param {{ name: string, ph: string, ts: number, dur?: number, pid: number, tid: number, args?: any }[]} events
 */
export function mainThreadWork(events, { pid, tid, from, to, paintAt = to }) {
  const slices = events
    .filter((e) => e.ph === 'X' && e.pid === pid && e.tid === tid && e.dur != null)
    .filter((e) => e.ts >= from && e.ts < to)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const totals = { scripting: 0, style: 0, layout: 0, paint: 0, other: 0 };
  let afterPaint = 0;
  let styleElements = 0;
  let layoutObjects = 0;
  const stack = [];
  const self = new Map(slices.map((slice) => [slice, slice.dur]));
  for (const slice of slices) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= slice.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) self.set(parent, self.get(parent) - slice.dur);
    stack.push(slice);
    if (slice.name === 'UpdateLayoutTree') styleElements += slice.args?.elementCount ?? 0;
    if (slice.name === 'Layout') layoutObjects += slice.args?.beginData?.dirtyObjects ?? 0;
  }
  const beforePaint = new Map();
  for (const [slice, micros] of self) {
    totals[kindOf(slice.name)] += micros / 1000;
    if (slice.ts >= paintAt) afterPaint += micros / 1000;
    else beforePaint.set(costName(slice), (beforePaint.get(costName(slice)) ?? 0) + micros / 1000);
  }
  const total = Object.values(totals).reduce((sum, ms) => sum + ms, 0);
  const top = [...beforePaint]
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP_COSTS)
    .map(([name, ms]) => ({ name, ms }));
  return { ...totals, total, afterPaint, styleElements, layoutObjects, top };
}

/** A markdown table: a header row, its rule, and one row per line, the cells padded for a terminal too. */
export function markdownTable(header, rows) {
  const widths = header.map((cell, i) =>
    Math.max(String(cell).length, ...rows.map((row) => String(row[i]).length)),
  );
  const line = (cells) =>
    `| ${cells.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** Issue 39's bar by CPU slowdown: every control's median at most `each` ms, none over `none`. */
const ISSUE_BAR = {
  4: { each: 100, none: 200 },
  1: { each: 50, none: 50 },
};

/**
 * Issue 39's bar at a CPU slowdown it names: at 4x every control's median at most 100 ms and none over 200;
 * at 1x none over 50. null at another slowdown. `medians` are [label, ms] (NaN: not measured).
 */
export function issueVerdict(medians, cpu) {
  const bar = ISSUE_BAR[cpu];
  if (!bar) return null;
  const measured = medians.filter(([, ms]) => Number.isFinite(ms));
  const over = (limit) => measured.filter(([, ms]) => ms > limit);
  return {
    bar,
    measured: measured.length,
    overEach: over(bar.each),
    overNone: over(bar.none),
    // Every key control: one not measured (not on the page, every run failed) leaves the bar unmet.
    met: measured.length === medians.length && measured.length > 0 && over(bar.each).length === 0,
  };
}
