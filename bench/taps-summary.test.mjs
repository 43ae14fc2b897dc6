// node --test bench/
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  fileOf,
  issueVerdict,
  mainThreadWork,
  markdownTable,
  median,
  worstInteraction,
} from './taps-summary.mjs';

const entry = (name, interactionId, startTime, processingStart, processingEnd, duration) => ({
  name,
  interactionId,
  startTime,
  processingStart,
  processingEnd,
  duration,
});

test("a tap's entries make one interaction: the longest duration, input delay, processing and presentation", () => {
  const tap = [
    entry('pointerdown', 7, 100, 110, 115, 48),
    entry('pointerup', 7, 130, 134, 140, 56),
    entry('click', 7, 130, 140, 170, 56),
    entry('mousemove', 0, 90, 91, 92, 24),
  ];
  assert.deepEqual(worstInteraction(tap), {
    events: ['pointerdown', 'pointerup', 'click'],
    start: 100,
    duration: 56,
    inputDelay: 10,
    processing: 60,
    presentation: 0, // 100 + 56 is before the last handler's end (170): Event Timing's 8 ms rounding
  });
});

test('the action is judged by its slowest interaction; none when no entry has an interactionId', () => {
  const typed = [entry('pointerup', 1, 0, 5, 20, 40), entry('keydown', 2, 100, 101, 190, 120)];
  assert.equal(worstInteraction(typed).duration, 120);
  assert.equal(worstInteraction(typed).presentation, 30);
  assert.equal(worstInteraction([entry('mouseover', 0, 0, 1, 2, 24)]), null);
});

test('the median of an odd and an even number of runs', () => {
  assert.equal(median([300, 100, 200]), 200);
  assert.equal(median([4, 1, 3, 2]), 3);
  assert.ok(Number.isNaN(median([])));
});

const slice = (name, ts, dur, args) => ({ name, ph: 'X', ts, dur, pid: 1, tid: 2, args });

test("main-thread work by kind counts each slice's self time, in the window only, and splits at the paint", () => {
  const events = [
    slice('RunTask', 1000, 10000),
    slice('EventDispatch', 1000, 6000),
    slice('FunctionCall', 2000, 4000, { data: { url: 'http://x/470.js' } }),
    slice('UpdateLayoutTree', 7000, 1000, { elementCount: 810 }),
    slice('Layout', 8000, 1000, { beginData: { dirtyObjects: 962 } }),
    slice('Paint', 9000, 1000),
    slice('RunTask', 20000, 3000), // after the paint: an idle task
    slice('v8.compile', 20000, 2000),
    slice('RunTask', 500, 100), // before the tap
    { ...slice('Layout', 1500, 9000), tid: 3 }, // another thread
    { name: 'ScheduleStyleRecalculation', ph: 'I', ts: 1500, pid: 1, tid: 2 },
  ];
  const work = mainThreadWork(events, { pid: 1, tid: 2, from: 1000, to: 30000, paintAt: 10000 });
  assert.deepEqual(
    { ...work, top: undefined },
    {
      scripting: 8,
      style: 1,
      layout: 1,
      paint: 1,
      other: 2, // the two tasks' own time
      total: 13,
      afterPaint: 3,
      styleElements: 810,
      layoutObjects: 962,
      top: undefined,
    },
  );
  // Before the paint, script work is named with the file it ran.
  assert.deepEqual(work.top[0], { name: 'FunctionCall 470.js', ms: 4 });
  assert.equal(work.top.length, 5);
});

test("files by short names: an MFE's chunk by the MFE and file, the shell's and the API's by their path", () => {
  assert.equal(
    fileOf('http://localhost:8080/mfe/catalog/1.0.0-20261129043027/362.2b7b.js'),
    'catalog/362.2b7b.js',
  );
  assert.equal(fileOf('http://localhost:8080/470.4ff8.js'), '470.4ff8.js');
  assert.equal(fileOf('http://localhost:8080/api/cart/items/x1?y=2'), 'api/cart/items/x1');
});

test('a markdown table pads its cells under a rule', () => {
  assert.equal(
    markdownTable(['page', 'ms'], [['cart', 88]]),
    ['| page | ms |', '| ---- | -- |', '| cart | 88 |'].join('\n'),
  );
});

test("issue 39's bar: at 4x every median at most 100 ms and none over 200; at 1x none over 50", () => {
  const medians = [
    ['filter after load', 100],
    ['add to cart after load', 150],
    ['facet after load', 240],
    ['sort after load', NaN],
  ];
  const at4 = issueVerdict(medians, 4);
  assert.equal(at4.met, false);
  assert.equal(at4.measured, 3);
  assert.deepEqual(
    at4.overEach.map(([label]) => label),
    ['add to cart after load', 'facet after load'],
  );
  assert.deepEqual(
    at4.overNone.map(([label]) => label),
    ['facet after load'],
  );
  assert.equal(issueVerdict([['filter after load', 100]], 4).met, true);
  assert.equal(issueVerdict([['filter after load', 51]], 1).met, false);
  assert.equal(issueVerdict([['filter after load', 50]], 1).met, true);
  assert.equal(issueVerdict([['sort after load', NaN]], 4).met, false);
  // a control not measured leaves the bar unmet, however fast the others
  assert.equal(
    issueVerdict(
      [
        ['filter after load', 40],
        ['sort after load', NaN],
      ],
      4,
    ).met,
    false,
  );
  assert.equal(issueVerdict(medians, 2), null);
});
