#!/usr/bin/env node
// How long a shopper waits for the next paint after tapping each key control (issue 39): Chromium at 390 px,
// the CPU slowed down (Chrome DevTools Protocol, Emulation.setCPUThrottlingRate, 4x), each control tapped
// right after `load` and again 3 s after it, the interaction read from Event Timing (the `event` entries of
// its interactionId: input delay, processing, presentation), the median of the runs, every stack of the run
// side by side (the runs interleaved, so a busy machine slows each stack alike). With --trace, one traced
// tap per control and timing instead, summarised: main-thread work by kind, and the requests the tap made.
// Usage: npm run bench:taps [-- --trace] [-- --runs 5 --cpu 4 --only <text>]; see bench/README.md.
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { createRequire } from 'node:module';
import { productPath } from '@sohnne/site-paths';
import {
  fileOf,
  issueVerdict,
  markdownTable,
  median,
  mainThreadWork,
  worstInteraction,
} from './taps-summary.mjs';

const { chromium } = createRequire(import.meta.url)('playwright-core');

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SETTLE_MS = 3000;
/** How long after the tap the next paint may come before the run counts as failed. */
const PAINT_TIMEOUT_MS = 5000;
/** How long a control may take to show before it counts as not on the page. */
const CONTROL_TIMEOUT_MS = 5000;
const ACCOUNT = {
  email: process.env.TAPS_EMAIL ?? 'demo@sohnne.test',
  password: process.env.TAPS_PASSWORD ?? 'SohnneDemo2025!',
};
/** A minimum Event Timing accepts: entries below it are not reported, only the first input's. */
const EVENT_THRESHOLD_MS = 16;

function options(argv) {
  const value = (name, fallback) => {
    const i = argv.indexOf(name);
    return i < 0 ? fallback : argv[i + 1];
  };
  return {
    trace: argv.includes('--trace'),
    runs: Number(value('--runs', process.env.TAPS_RUNS ?? 5)),
    cpu: Number(value('--cpu', process.env.TAPS_CPU ?? 4)),
    only: value('--only', process.env.TAPS_ONLY ?? ''),
  };
}

const stacks = [
  { name: 'this', origin: process.env.SOHNNE_URL ?? 'http://localhost:8080' },
  ...(process.env.BASELINE_URL ? [{ name: 'baseline', origin: process.env.BASELINE_URL }] : []),
];

// Actions. A tap is a touch (the context has touch and a mobile viewport); a field is tapped then typed in;
// a select is chosen from with the keyboard (a tap would open the browser's own picker, outside the page).
/** How long an action may wait for its control to take input: a run that gets none fails, the bench goes on. */
const ACTION_TIMEOUT_MS = 10_000;
/**
 * A finger's tap: a touch at the middle of the control (already shown and scrolled to) and its release,
 * through the DevTools Protocol as Playwright's own tap sends them, but without what its tap adds in the
 * page at that moment (a check that the control holds still over two frames, listeners on the tap's
 * events that check what was hit): script no shopper's tap runs, slowed down with the page (8–16 ms of
 * most taps at 4x: bench/README.md). The control is waited for until it takes input first (below).
 */
const fingerTap = async (page, locate) => {
  const target = locate(page);
  // Where it rests (a drawer's field slides in): the same box read twice in a row, 50 ms between tries
  // while it moves. A control at rest is tapped at once (right after load, a later tap meets less work).
  let box = null;
  for (let last = null, by = Date.now() + ACTION_TIMEOUT_MS; Date.now() < by; last = box) {
    box = await target.boundingBox({ timeout: ACTION_TIMEOUT_MS });
    if (box && last && ['x', 'y', 'width', 'height'].every((k) => box[k] === last[k])) break;
    if (last) await page.waitForTimeout(50);
  }
  if (!box) throw new Error('the control has no box to tap');
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  const hit = await target.evaluate(
    (el, [px, py]) => el.contains(globalThis.document.elementFromPoint(px, py)),
    [x, y],
  );
  if (!hit) throw new Error('another element covers the control');
  await page.touchscreen.tap(x, y);
};
/** Once the page has painted what it shows: a task queued from the next frame's callbacks runs after its paint. */
const untilDrawn = (page) =>
  page.evaluate(
    () => new Promise((done) => globalThis.requestAnimationFrame(() => setTimeout(done, 0))),
  );
const tap = (locate) => async (page) => fingerTap(page, locate);
const tapAndType = (locate) => async (page) => {
  await fingerTap(page, locate);
  await page.keyboard.press('a');
};
const chooseNext = (locate) => async (page) => {
  await locate(page).focus({ timeout: ACTION_TIMEOUT_MS });
  await page.keyboard.press('ArrowDown');
};
const menuButton = (page) => page.getByRole('button', { name: 'Open menu' });
const inMain = (page) => page.locator('main');

/**
 * The key controls of issue 39, by page. `path` may depend on the stack (a product of its catalogue); `needs`
 * is what the visitor must have first: 'cart' (a line in the cart) or 'account' (signed in as the demo
 * customer). `opensFirst` finds the control that shows it (the filter panel's toggle, the menu's button), tapped
 * by a finger first. `locate` finds the control; one not on the page is reported as such, not measured.
 */
const pages = [
  {
    page: 'collection',
    path: () => '/collections/living-room',
    controls: [
      {
        control: 'filter button',
        locate: (page) => page.getByRole('button', { name: 'Show filters' }),
        action: 'tap',
      },
      {
        control: 'sort',
        locate: (page) => inMain(page).getByRole('combobox', { name: /sort/i }),
        action: 'choose',
      },
      {
        control: 'facet: express shipping',
        locate: (page) => page.getByRole('switch', { name: /express shipping/i }),
        action: 'tap',
      },
      {
        control: 'facet: first option (panel open)',
        opensFirst: (page) => page.getByRole('button', { name: 'Show filters' }),
        locate: (page) =>
          page.locator('[aria-label="Filters"] label:has(input[type="checkbox"])').first(),
        action: 'tap',
      },
    ],
  },
  {
    page: 'collection',
    path: () => '/collections/seating', // one with a second page
    controls: [
      {
        control: 'pagination: page 2',
        locate: (page) => page.getByRole('link', { name: 'Page 2', exact: true }),
        action: 'tap',
      },
    ],
  },
  {
    page: 'product',
    path: (stack) => productPath(stack.product),
    controls: [
      {
        control: 'variant choice',
        locate: (page) => inMain(page).getByRole('radio').nth(1),
        action: 'tap',
      },
      {
        control: 'quantity +',
        locate: (page) => page.getByRole('button', { name: 'Increase quantity' }),
        action: 'tap',
      },
      {
        control: 'add to cart',
        locate: (page) =>
          inMain(page).getByRole('button', { name: 'Add to cart', exact: true }).first(),
        action: 'tap',
      },
      {
        // Its thumbnails stay disabled until the shopper's first interaction loads the gallery.
        control: 'gallery: photo 2',
        locate: (page) => page.getByRole('button', { name: /^Show photo 2 of/ }),
        action: 'tap',
        whileDisabled: true,
      },
    ],
  },
  {
    page: 'cart',
    path: () => '/cart',
    needs: 'cart',
    controls: [
      {
        control: 'quantity +',
        locate: (page) => page.getByRole('button', { name: /^Increase quantity of / }).first(),
        action: 'tap',
      },
      {
        control: 'remove',
        locate: (page) => page.getByRole('button', { name: /^Remove / }).first(),
        action: 'tap',
      },
    ],
  },
  {
    page: 'header (home)',
    path: () => '/',
    controls: [
      {
        control: 'menu',
        locate: menuButton,
        action: 'tap',
      },
      {
        control: 'search field (menu open)',
        opensFirst: menuButton,
        locate: (page) => page.getByRole('combobox', { name: 'Search products' }),
        action: 'type',
      },
      {
        control: 'currency (menu open)',
        opensFirst: menuButton,
        locate: (page) => page.getByRole('combobox', { name: 'Currency' }),
        action: 'choose',
      },
    ],
  },
  {
    page: 'checkout',
    path: () => '/checkout',
    needs: 'cart',
    controls: [
      {
        control: 'first field (email)',
        locate: (page) => page.getByRole('textbox', { name: 'Email' }),
        action: 'type',
      },
      {
        // The form is empty, so the tap stops at validation; orders are refused below in any case.
        control: 'place order (empty form)',
        locate: (page) => page.getByRole('button', { name: 'Place order' }),
        action: 'tap',
      },
    ],
  },
  {
    page: 'account address',
    path: () => '/my-account/edit-address/shipping',
    needs: 'account',
    controls: [
      {
        control: 'first name',
        locate: (page) => page.getByRole('textbox', { name: 'First name' }),
        action: 'type',
      },
      {
        control: 'street address',
        locate: (page) => page.getByRole('combobox', { name: 'Street address' }),
        action: 'type',
      },
    ],
  },
];
const controls = pages.flatMap(({ controls: list, ...page }) =>
  list.map((control) => ({ ...page, ...control })),
);
const ACTIONS = { tap, type: tapAndType, choose: chooseNext };

/** Collects every Event Timing entry of the page from its start, before any script of the page runs. */
function observeEventTiming(threshold) {
  const entries = [];
  Object.defineProperty(globalThis, '__benchTaps', { value: entries });
  const keep = (list) => {
    for (const e of list.getEntries())
      entries.push({
        entryType: e.entryType,
        name: e.name,
        interactionId: e.interactionId,
        startTime: e.startTime,
        processingStart: e.processingStart,
        processingEnd: e.processingEnd,
        duration: e.duration,
      });
  };
  new PerformanceObserver(keep).observe({
    type: 'event',
    durationThreshold: threshold,
    buffered: true,
  });
  new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true });
}

async function csrfHeaders(context, origin) {
  await context.request.get(`${origin}/api/session`);
  const token = (await context.cookies(origin)).find((c) => c.name === 'sohnne_csrf')?.value;
  return { 'x-csrf-token': token ?? '', origin };
}

/** A browser context per stack and kind of visitor: its own cookies, a cache warmed by the earlier runs. */
async function visitorContext(browser, stack, kind) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(observeEventTiming, EVENT_THRESHOLD_MS);
  // No run may place an order, whatever a page does with the place-order tap.
  await context.route(/\/api\/checkout(\?|$)/, (route) =>
    route.request().method() === 'POST' ? route.abort() : route.continue(),
  );
  if (kind === 'account') {
    const response = await context.request.post(`${stack.origin}/api/login`, {
      headers: await csrfHeaders(context, stack.origin),
      data: ACCOUNT,
    });
    if (!response.ok()) {
      await context.close();
      return { refused: `sign-in refused (${response.status()})` };
    }
  }
  return { context };
}

/** Puts a line in the visitor's cart when it has none (a remove tap takes it away). */
async function ensureCart(context, stack) {
  const cart = await (await context.request.get(`${stack.origin}/api/cart`)).json();
  if (cart.lines?.length > 0) return;
  const response = await context.request.post(`${stack.origin}/api/cart/items`, {
    headers: await csrfHeaders(context, stack.origin),
    data: { productId: stack.productId, quantity: 1 },
  });
  if (!response.ok()) throw new Error(`could not fill the cart: ${response.status()}`);
}

const entriesSince = (page, since) =>
  page.evaluate((t) => globalThis.__benchTaps.filter((e) => e.startTime >= t), since);

/**
 * One tap of one control: a fresh page of the visitor's context at the CPU slowdown, `load`, the wait of the
 * timing, what shows the control, then its action; the result once the interaction's entries are in (Event
 * Timing reports them after the next paint). With `trace`, the tap is traced and summarised.
 */
async function tapOnce(visitor, stack, control, { wait, cpu, trace }) {
  const page = await visitor.context.newPage();
  const cdp = await visitor.context.newCDPSession(page);
  try {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.goto(stack.origin + control.path(stack), { waitUntil: 'load' });
    if (wait) await page.waitForTimeout(wait);
    // What shows the control is opened as a finger would, and the control tapped once that has been
    // painted: a control is laid out (its box at rest) before the frame that paints it.
    if (control.opensFirst) {
      await fingerTap(page, control.opensFirst);
      await untilDrawn(page);
    }
    const target = control.locate(page);
    // A control may come with a chunk its opening loads (the menu's fields): it has a few seconds to show.
    const shown = await target.waitFor({ state: 'visible', timeout: CONTROL_TIMEOUT_MS }).then(
      () => true,
      () => false,
    );
    if (!shown) return { missing: `not on ${new URL(page.url()).pathname}` };
    // A control the server draws disabled until scripts run (the place-order button) is tapped once it takes
    // input, as a shopper would; `whileDisabled` is tapped as it is (a finger does not wait).
    const enabledBy = Date.now() + ACTION_TIMEOUT_MS;
    while (!control.whileDisabled && !(await target.isEnabled()) && Date.now() < enabledBy)
      await page.waitForTimeout(20);
    // Scrolled to before the measured moment; once more if hydration has just replaced the element.
    await target.scrollIntoViewIfNeeded().catch(() => target.scrollIntoViewIfNeeded());
    const requests = [];
    const traced = trace ? await startTrace(cdp) : null;
    const since = await page.evaluate(() => {
      performance.mark('bench-taps:tap');
      return performance.now();
    });
    page.on('request', (request) => requests.push(request));
    await ACTIONS[control.action](control.locate)(page);
    let interaction = null;
    const deadline = Date.now() + PAINT_TIMEOUT_MS;
    while (!interaction && Date.now() < deadline) {
      await page.waitForTimeout(250);
      interaction = worstInteraction(await entriesSince(page, since));
    }
    // The interaction's other entries (a click after the pointerup) come with the same paint or the next.
    await page.waitForTimeout(trace ? 1000 : 200);
    const entries = await entriesSince(page, since);
    interaction = worstInteraction(entries);
    if (!interaction) {
      const first = entries.find((e) => e.entryType === 'first-input');
      // Under the threshold Event Timing reports only the first input, whose duration is the same measure.
      interaction = first
        ? {
            duration: first.duration,
            inputDelay: first.processingStart - first.startTime,
            processing: first.processingEnd - first.processingStart,
            presentation: 0,
            start: first.startTime,
            fast: true,
          }
        : { duration: EVENT_THRESHOLD_MS, fast: true, unknownPhases: true };
    }
    const result = {
      interaction,
      requests: requests.map((r) => ({ url: r.url(), type: r.resourceType() })),
    };
    if (traced) result.work = await stopTrace(cdp, traced, since, interaction);
    // A cart tap's own calls (a remove) must be answered before the next run looks whether the cart has a line.
    if (control.needs === 'cart') await answered(requests, PAINT_TIMEOUT_MS);
    return result;
  } finally {
    await page.close();
  }
}

/** Resolves once every request has its answer (or failed), or after `timeoutMs`. */
const answered = (requests, timeoutMs) =>
  Promise.race([
    Promise.all(requests.map((request) => request.response().catch(() => null))),
    new Promise((resolve) => setTimeout(resolve, timeoutMs)),
  ]);

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8.execute',
  'blink.user_timing',
];

async function startTrace(cdp) {
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: TRACE_CATEGORIES },
  });
  return { events, complete };
}

/** The main thread's work from the tap's mark to the end of the trace, split at the tap's next paint. */
async function stopTrace(cdp, { events, complete }, since, interaction) {
  await cdp.send('Tracing.end');
  await complete;
  const mark = events.find((e) => e.name === 'bench-taps:tap' && e.ph !== 'e');
  if (!mark) return null;
  const end = Math.max(...events.map((e) => e.ts + (e.dur ?? 0)));
  // The mark was taken at performance.now() === since: trace time of the paint = mark + (paint - since).
  const paintAt = interaction.unknownPhases
    ? end
    : mark.ts + (interaction.start + interaction.duration - since) * 1000;
  return mainThreadWork(events, { pid: mark.pid, tid: mark.tid, from: mark.ts, to: end, paintAt });
}

async function firstProduct(origin) {
  const body = await (await fetch(`${origin}/api/products`)).json();
  const product = (body.data ?? body.products ?? body)[0];
  return { product: product.slug, productId: product.id };
}

const ms = (value) => (Number.isFinite(value) ? String(Math.round(value)) : '–');

function describe(runs) {
  const measured = runs.filter((r) => r.interaction);
  if (!measured.length) return { cell: runs[0]?.skipped ?? 'not on the page', median: NaN };
  const pick = (key) => median(measured.map((r) => r.interaction[key]));
  const durations = measured.map((r) => r.interaction.duration);
  const under = measured.every((r) => r.interaction.unknownPhases) ? '≤' : '';
  const spread = `${ms(Math.min(...durations))}–${ms(Math.max(...durations))}`;
  const failed = runs.length - measured.length;
  return {
    median: pick('duration'),
    cell: `${under}${ms(pick('duration'))} (${ms(pick('inputDelay'))} / ${ms(pick('processing'))} / ${ms(pick('presentation'))}) ${spread}${failed ? `, ${failed} failed` : ''}`,
  };
}

async function run() {
  const opts = options(process.argv.slice(2));
  const chosen = controls.filter((c) => `${c.page} ${c.control}`.includes(opts.only));
  const timings = [
    { name: 'after load', wait: 0 },
    { name: `after ${SETTLE_MS / 1000} s`, wait: SETTLE_MS },
  ];
  for (const stack of stacks) Object.assign(stack, await firstProduct(stack.origin));
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  const version = execFileSync(CHROMIUM, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] })
    .toString()
    .split(' ')
    .slice(0, 2)
    .join(' ');
  const runs = opts.trace ? 1 : opts.runs;
  console.log(
    `Taps at 390 px, CPU ${opts.cpu}x slower (CDP Emulation.setCPUThrottlingRate), ${version}, headless;` +
      ` ${opts.trace ? 'one traced tap' : `median of ${runs} runs`} per control and timing;` +
      ` machine: 1-minute load ${loadavg()[0].toFixed(1)} at the start.`,
  );
  for (const stack of stacks)
    console.log(`- ${stack.name}: ${stack.origin} (product ${stack.product})`);
  const visitors = new Map();
  const visitorFor = async (stack, kind) => {
    const key = `${stack.name} ${kind}`;
    if (!visitors.has(key)) visitors.set(key, await visitorContext(browser, stack, kind));
    return visitors.get(key);
  };
  const results = [];
  // Ctrl+C (SIGINT) prints the rows measured so far, each with the runs it had, then stops.
  process.once('SIGINT', () => {
    const reached = results.filter(({ byStack }) => [...byStack.values()].every((l) => l.length));
    const total = chosen.length * timings.length;
    console.log(
      `\nStopped: ${reached.length} of ${total} rows measured (a row's last runs may be missing).\n`,
    );
    console.log(opts.trace ? traceReport(reached) : timingReport(reached, opts.cpu));
    process.exit(130);
  });
  for (const control of chosen) {
    for (const timing of timings) {
      const row = { control, timing, byStack: new Map(stacks.map((s) => [s.name, []])) };
      results.push(row);
      for (let round = 0; round < runs; round++) {
        for (const stack of stacks) {
          const visitor = await visitorFor(
            stack,
            control.needs === 'account' ? 'account' : 'visitor',
          );
          const list = row.byStack.get(stack.name);
          if (visitor.refused) {
            list.push({ skipped: visitor.refused });
            continue;
          }
          try {
            if (control.needs === 'cart') await ensureCart(visitor.context, stack);
            // The currency a run chose would be the next run's starting point.
            await visitor.context.clearCookies({ name: 'sohnne_currency' });
            const result = await tapOnce(visitor, stack, control, {
              wait: timing.wait,
              cpu: opts.cpu,
              trace: opts.trace,
            });
            list.push(result.missing ? { skipped: result.missing } : result);
          } catch (error) {
            list.push({ skipped: `failed: ${error.message.split('\n')[0]}` });
          }
          process.stderr.write('.');
        }
      }
    }
  }
  process.stderr.write('\n');
  await browser.close();
  console.log();
  console.log(opts.trace ? traceReport(results) : timingReport(results, opts.cpu));
}

/** Per stack, issue 39's bar at this slowdown: which medians pass it (none when the issue sets no bar). */
function verdictLines(results, cpu) {
  return stacks.flatMap((stack) => {
    const medians = results.map(({ control, timing, byStack }) => [
      `${control.page} ${control.control} ${timing.name}`,
      describe(byStack.get(stack.name)).median,
    ]);
    const verdict = issueVerdict(medians, cpu);
    if (!verdict) return [];
    const { bar, measured, overEach, overNone, met } = verdict;
    const list = (rows) => rows.map(([label, value]) => `${label} ${ms(value)}`).join(', ');
    return [
      `- ${stack.name}: ${met ? 'met' : 'not met'} (${measured} of ${medians.length} measured; bar at ${cpu}x: each ≤ ${bar.each} ms, none over ${bar.none})` +
        (overEach.length ? `; over ${bar.each} ms: ${overEach.length} (${list(overEach)})` : '') +
        (overNone.length && bar.none !== bar.each
          ? `; over ${bar.none} ms: ${overNone.length}`
          : ''),
    ];
  });
}

function timingReport(results, cpu) {
  const header = [
    'page',
    'control',
    'timing',
    ...stacks.map((s) => `${s.name}: ms (delay / processing / presentation) min–max`),
  ];
  const rows = results.map(({ control, timing, byStack }) => [
    control.page,
    control.control,
    timing.name,
    ...stacks.map((s) => describe(byStack.get(s.name)).cell),
  ]);
  // Why runs failed beside measured ones (a row whose runs all failed says it in its cell).
  const failures = results.flatMap(({ control, timing, byStack }) =>
    stacks.flatMap((s) => {
      const runs = byStack.get(s.name);
      if (!runs.some((r) => r.interaction)) return [];
      const reasons = [...new Set(runs.filter((r) => r.skipped).map((r) => r.skipped))];
      return reasons.length
        ? [
            `- ${control.page}, ${control.control}, ${timing.name}, ${s.name}: ${reasons.join('; ')}`,
          ]
        : [];
    }),
  );
  const verdicts = verdictLines(results, cpu);
  return [
    markdownTable(header, rows),
    '',
    "ms: the median interaction duration (Event Timing, the slowest interaction of the action; '≤16' is under Event Timing's 16 ms threshold); its phases are medians too.",
    ...(verdicts.length ? ['', "Issue 39's bar:", ...verdicts] : []),
    ...(failures.length ? ['', 'Failed runs:', ...failures] : []),
  ].join('\n');
}

function traceReport(results) {
  const header = [
    'page',
    'control',
    'timing',
    'stack',
    'tap ms',
    'main thread ms',
    'scripting',
    'style (elements)',
    'layout (objects)',
    'paint',
    'other',
    'after paint',
    'requests',
  ];
  const rows = [];
  const fetched = [];
  const costs = [];
  for (const { control, timing, byStack } of results)
    for (const stack of stacks) {
      const run = byStack.get(stack.name)[0];
      if (!run?.interaction) {
        rows.push([
          control.page,
          control.control,
          timing.name,
          stack.name,
          run?.skipped ?? '–',
          '',
          '',
          '',
          '',
          '',
          '',
          '',
          '',
        ]);
        continue;
      }
      const w = run.work;
      const scripts = run.requests.filter((r) => ['script', 'stylesheet'].includes(r.type));
      rows.push([
        control.page,
        control.control,
        timing.name,
        stack.name,
        `${run.interaction.unknownPhases ? '≤' : ''}${ms(run.interaction.duration)}`,
        w ? ms(w.total) : 'no trace',
        w ? ms(w.scripting) : '',
        w ? `${ms(w.style)} (${w.styleElements})` : '',
        w ? `${ms(w.layout)} (${w.layoutObjects})` : '',
        w ? ms(w.paint) : '',
        w ? ms(w.other) : '',
        w ? ms(w.afterPaint) : '',
        `${run.requests.length} (${scripts.length} chunks)`,
      ]);
      if (w?.top.length)
        costs.push(
          `- ${control.page}, ${control.control}, ${timing.name}, ${stack.name}: ${w.top.map((c) => `${c.name} ${ms(c.ms)}`).join(', ')}`,
        );
      if (run.requests.length)
        fetched.push(
          `- ${control.page}, ${control.control}, ${timing.name}, ${stack.name}: ${run.requests.map((r) => `${r.type} ${fileOf(r.url)}`).join(', ')}`,
        );
    }
  return [
    markdownTable(header, rows),
    '',
    'Main-thread self time in ms from the tap to 1 s after its paint, by kind; "after paint" is the part that did not hold the paint back.',
    'style (elements): elements whose style was recalculated; layout (objects): objects laid out.',
    '',
    'Largest costs before the paint (self time, ms):',
    ...(costs.length ? costs : ['- none']),
    '',
    'Requests made after the tap:',
    ...(fetched.length ? fetched : ['- none']),
  ].join('\n');
}

run().catch((error) => {
  console.error(error);
  process.exit(1);
});
