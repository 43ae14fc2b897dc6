// node --test bench/
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pLower } from './rank-test.mjs';

const close = (actual, expected) =>
  assert.ok(Math.abs(actual - expected) < 5e-4, `${actual} is not ${expected}`);

// The expected values are scipy.stats.mannwhitneyu(a, b, alternative="less", method="asymptotic").
test('runs that all read lower are told apart; the other way round they are not', () => {
  const low = [1, 2, 3, 4, 5];
  const high = [6, 7, 8, 9, 10];
  close(pLower(low, high), 0.00609);
  close(pLower(high, low), 0.99669);
});

test('ties take mid-ranks and narrow the variance', () => {
  // Lighthouse scores: whole points, many alike.
  const scores = [92, 90, 96, 93, 92, 95, 91, 90, 94, 92, 96, 89, 93, 95, 92];
  const baseline = [95, 93, 96, 94, 95, 97, 93, 96, 95, 92, 94, 96, 95, 93, 98];
  close(pLower(scores, baseline), 0.00525);
});

test('the same figures, or one figure throughout, cannot be told apart', () => {
  close(pLower([90, 91, 92, 93], [90, 91, 92, 93]), 0.55879);
  assert.equal(pLower([95, 95, 95], [95, 95, 95]), 1);
});
