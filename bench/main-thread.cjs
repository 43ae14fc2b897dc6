// The browser main thread's work during a cold page load, read from a Chromium trace by CPU time (a task's
// thread time, which other work on the machine barely changes, unlike its wall time). For each page and
// origin: the main thread's CPU, its tasks of 12.5 ms of CPU or more (50 ms once Lighthouse's mobile
// throttling multiplies by 4) and the blocking time that gives: the sum over tasks of 4 x CPU - 50 ms.
// Usage (bench/main-thread.sh installs puppeteer-core): node bench/main-thread.cjs <origin>... -- <path>...
'use strict';
const path = require('node:path');

const TOOLS = path.join(__dirname, '..', '.tools', 'bench', 'lighthouse', 'node_modules');
const puppeteer = require(path.join(TOOLS, 'puppeteer-core'));

const SLOWDOWN = 4;
const LONG_MS = 50;
const rounds = Number(process.env.MAIN_THREAD_ROUNDS || 5);

/** The tasks of the main thread that parsed the page's HTML. */
function mainThreadTasks(events, url) {
  const renderer = events.find(
    (e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(url),
  );
  if (!renderer) throw new Error(`no main thread parsed ${url}`);
  return events.filter(
    (e) =>
      e.pid === renderer.pid &&
      e.tid === renderer.tid &&
      e.name === 'RunTask' &&
      e.ph === 'X' &&
      e.tdur != null,
  );
}

async function measure(browser, url) {
  // A context of its own: a fresh renderer, no cache.
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 390, height: 844, isMobile: true });
  await page.tracing.start({
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'],
  });
  await page.goto(url, { waitUntil: 'load' });
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString());
  await context.close();
  const cpu = mainThreadTasks(trace.traceEvents, url).map((task) => task.tdur / 1000);
  return {
    cpu: cpu.reduce((sum, ms) => sum + ms, 0),
    blocking: cpu.reduce((sum, ms) => sum + Math.max(0, SLOWDOWN * ms - LONG_MS), 0),
    long: cpu.filter((ms) => SLOWDOWN * ms >= LONG_MS).length,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

(async () => {
  const args = process.argv.slice(2);
  const split = args.indexOf('--');
  const origins = split < 0 ? args : args.slice(0, split);
  const paths = split < 0 ? ['/'] : args.slice(split + 1);
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless=new'],
  });
  console.log(
    `Main thread of a cold load at 390 px, median of ${rounds} rounds (origins interleaved); CPU time per task;`,
  );
  console.log(
    `blocking = sum of (${SLOWDOWN} x task CPU - ${LONG_MS} ms), Lighthouse's mobile slowdown.`,
  );
  console.log(
    `${'page'.padEnd(44)} ${'origin'.padEnd(24)} ${'CPU ms'.padStart(7)} ${'long'.padStart(5)} ${'blocking ms'.padStart(12)}`,
  );
  for (const pagePath of paths) {
    const runs = Object.fromEntries(origins.map((origin) => [origin, []]));
    for (let round = 0; round < rounds; round++)
      for (const origin of origins) runs[origin].push(await measure(browser, origin + pagePath));
    for (const origin of origins) {
      const r = runs[origin];
      console.log(
        `${pagePath.padEnd(44)} ${origin.padEnd(24)} ${median(r.map((x) => x.cpu))
          .toFixed(0)
          .padStart(7)} ${String(median(r.map((x) => x.long))).padStart(5)} ${median(
          r.map((x) => x.blocking),
        )
          .toFixed(0)
          .padStart(12)}`,
      );
    }
  }
  await browser.close();
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
