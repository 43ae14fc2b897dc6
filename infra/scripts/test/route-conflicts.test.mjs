import assert from 'node:assert/strict';
import { test } from 'node:test';
import { routeConflicts } from '../lib/route-conflicts.mjs';

const live = {
  content: [{ path: '/' }, { path: '/about-us' }, { path: '/:slug', fallback: true }],
  catalog: [{ path: '/collections' }, { path: '/collections/*' }, { path: '/designer/:slug' }],
};

test('routes of different MFEs that do not overlap are fine, a last resort included', () => {
  assert.deepEqual(routeConflicts(live), []);
});

test('the same pattern in two MFEs is a conflict', () => {
  assert.deepEqual(routeConflicts({ ...live, commerce: [{ path: '/about-us' }] }), ['content (/about-us) and commerce (/about-us) claim the same path']);
});

test("a static path inside another MFE's pattern is a conflict, either way round", () => {
  assert.deepEqual(routeConflicts({ ...live, account: [{ path: '/collections/sale' }] }), ['catalog (/collections/*) and account (/collections/sale) claim the same path']);
  assert.deepEqual(routeConflicts({ ...live, account: [{ path: '/designer/eames' }] }), ['catalog (/designer/:slug) and account (/designer/eames) claim the same path']);
});

test('two last-resort routes are a conflict', () => {
  assert.deepEqual(routeConflicts({ ...live, commerce: [{ path: '/:code', fallback: true }] }), ['content (/:slug) and commerce (/:code) are both last-resort routes']);
});
