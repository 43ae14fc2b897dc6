'use strict';
// Loaded into the service under test (node --require): answers the scale benchmark's questions over IPC
// without any change to the service. 'mark' starts a window that watches event-loop stalls
// (perf_hooks.monitorEventLoopDelay, 1 ms resolution); 'mark-quiet' one that does not, since that watch
// wakes the process every millisecond and costs more CPU than an idle service does. 'read' returns, for the
// window, the CPU the process used (all its threads, and its main thread alone: the difference is mostly the
// garbage collector's helper threads), its longest event-loop stall and the 99th percentile
// of the loop's delays (null when not watched), its garbage collections (count, total and longest pause of
// the main thread, minor and major apart), the longest gap in a 5 ms timer's ticks with the main thread's
// CPU during it, the most main-thread CPU in any one gap (the service's own longest stretch of work, whatever
// the wait for a core), the changes the catalogue applied (its store's 'sohnne:catalog:changes-applied'
// channel: products, main-thread CPU and longest synchronous step), and its RSS.
const { monitorEventLoopDelay, constants } = require('node:perf_hooks');
const { subscribe } = require('node:diagnostics_channel');

const delay = monitorEventLoopDelay({ resolution: 1 });
let watching = false;
let cpuAtMark = process.cpuUsage();
let mainCpuAtMark = process.threadCpuUsage();

const emptyGc = () => ({
  minor: { count: 0, ms: 0, maxMs: 0 },
  major: { count: 0, ms: 0, maxMs: 0 },
});
let gc = emptyGc();
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const kind = entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR ? gc.minor : gc.major;
    kind.count += 1;
    kind.ms += entry.duration;
    kind.maxMs = Math.max(kind.maxMs, entry.duration);
  }
}).observe({ entryTypes: ['gc'] });

/**
 * While watching, the longest gap between ticks of a 5 ms timer and the main thread's CPU during it: a gap
 * spent running (CPU close to the gap) is a stall of the service's own; one without CPU is the process
 * waiting for a core (other processes on the machine) or the kernel.
 */
const TICK_MS = 5;
let ticker = null;
let longestGap = { ms: 0, cpuMs: 0 };
let busiestGapCpuMs = 0;
function watchGaps() {
  let last = performance.now();
  let lastCpu = process.threadCpuUsage();
  longestGap = { ms: 0, cpuMs: 0 };
  busiestGapCpuMs = 0;
  ticker = setInterval(() => {
    const now = performance.now();
    const cpu = process.threadCpuUsage(lastCpu);
    const gap = now - last - TICK_MS;
    const cpuMs = (cpu.user + cpu.system) / 1000;
    if (gap > longestGap.ms) longestGap = { ms: gap, cpuMs };
    busiestGapCpuMs = Math.max(busiestGapCpuMs, cpuMs);
    last = now;
    lastCpu = process.threadCpuUsage();
  }, TICK_MS);
  ticker.unref();
}

const noneApplied = () => ({ batches: 0, products: 0, cpuMs: 0, longestStepMs: 0 });
let applied = noneApplied();
subscribe('sohnne:catalog:changes-applied', ({ products, cpuMs, longestStepMs }) => {
  applied.batches += 1;
  applied.products += products;
  applied.cpuMs += cpuMs;
  applied.longestStepMs = Math.max(applied.longestStepMs, longestStepMs);
});

const rounded = ({ count, ms, maxMs }) => ({ count, ms: Math.round(ms), maxMs: Math.round(maxMs) });

process.on('message', (message) => {
  if (message === 'mark' || message === 'mark-quiet') {
    watching = message === 'mark';
    clearInterval(ticker);
    if (watching) {
      delay.enable();
      watchGaps();
    } else delay.disable();
    delay.reset();
    gc = emptyGc();
    applied = noneApplied();
    cpuAtMark = process.cpuUsage();
    mainCpuAtMark = process.threadCpuUsage();
    process.send({ marked: true });
  } else if (message === 'read') {
    const cpu = process.cpuUsage(cpuAtMark);
    const mainCpu = process.threadCpuUsage(mainCpuAtMark);
    process.send({
      cpuMs: (cpu.user + cpu.system) / 1000,
      mainThreadCpuMs: (mainCpu.user + mainCpu.system) / 1000,
      maxStallMs: watching ? delay.max / 1e6 : null,
      p99StallMs: watching ? delay.percentile(99) / 1e6 : null,
      longestGap: watching ? longestGap : null,
      busiestGapCpuMs: watching ? busiestGapCpuMs : null,
      applied,
      gc: { minor: rounded(gc.minor), major: rounded(gc.major) },
      rssMb: process.memoryUsage().rss / 2 ** 20,
    });
  }
});
process.channel?.unref();
