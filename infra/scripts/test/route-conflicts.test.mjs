import assert from 'node:assert/strict';
import { test } from 'node:test';
import { routeConflicts } from '../lib/route-conflicts.mjs';

const live = {
  content: [{ path: '/' }, { path: '/about-us' }, { path: '/:slug', fallback: true }],
  catalog: [{ path: '/collections' }, { path: '/collections/*' }, { path: '/designer/:slug' }],
};

test('routes of different MFEs that do not overlap are fine, a last resort included', () => {
  assert.deepEqual(routeConflicts(live), []);
  assert.deepEqual(
    routeConflicts({
      ...live,
      account: [
        { path: '/designer' },
        { path: '/designer/:slug/reviews' },
        { path: '/my-account/*' },
      ],
    }),
    [],
  );
});

test('the same pattern in two MFEs is a conflict, whatever the case', () => {
  assert.deepEqual(routeConflicts({ ...live, commerce: [{ path: '/about-us' }] }), [
    'content (/about-us) and commerce (/about-us) claim the same path',
  ]);
  assert.deepEqual(routeConflicts({ ...live, commerce: [{ path: '/About-Us' }] }), [
    'content (/about-us) and commerce (/About-Us) claim the same path',
  ]);
});

test("a static path inside another MFE's pattern is a conflict, either way round", () => {
  assert.deepEqual(routeConflicts({ ...live, account: [{ path: '/collections/sale' }] }), [
    'catalog (/collections/*) and account (/collections/sale) claim the same path',
  ]);
  assert.deepEqual(routeConflicts({ account: [{ path: '/designer/eames' }], ...live }), [
    'account (/designer/eames) and catalog (/designer/:slug) claim the same path',
  ]);
});

test('two patterns that some path matches both are a conflict, both routes named', () => {
  assert.deepEqual(routeConflicts({ ...live, account: [{ path: '/collections/:slug' }] }), [
    'catalog (/collections/*) and account (/collections/:slug) claim the same path',
  ]);
  assert.deepEqual(routeConflicts({ ...live, account: [{ path: '/designer/*' }] }), [
    'catalog (/designer/:slug) and account (/designer/*) claim the same path',
  ]);
  assert.deepEqual(routeConflicts({ ...live, account: [{ path: '/:section/eames' }] }), [
    'catalog (/collections/*) and account (/:section/eames) claim the same path',
    'catalog (/designer/:slug) and account (/:section/eames) claim the same path',
  ]);
  assert.deepEqual(routeConflicts({ a: [{ path: '/x/*' }], b: [{ path: '/:any/*' }] }), [
    'a (/x/*) and b (/:any/*) claim the same path',
  ]);
});

test('a star needs at least one segment: it does not claim the path it hangs from', () => {
  assert.deepEqual(routeConflicts({ a: [{ path: '/shop/*' }], b: [{ path: '/shop' }] }), []);
  assert.deepEqual(
    routeConflicts({ a: [{ path: '/shop/:slug' }], b: [{ path: '/shop/:slug/:part' }] }),
    [],
  );
});

test('two last-resort routes are a conflict', () => {
  assert.deepEqual(routeConflicts({ ...live, commerce: [{ path: '/:code', fallback: true }] }), [
    'content (/:slug) and commerce (/:code) are both last-resort routes',
  ]);
});
