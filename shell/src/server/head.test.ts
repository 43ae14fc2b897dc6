import type { RenderResult } from '@sohnne/platform/src/server';
import { pageHead, pageHeaders } from './head';

const route = { path: '/collections/*', title: 'Collection' };
const region = (status: number, title = 'Seating'): RenderResult => ({
  status,
  head: { title, description: 'Chairs' },
  html: null,
});

describe("the page's status and head", () => {
  it("the region's, once its data has settled", () => {
    expect(pageHead(route, region(200))).toEqual({
      status: 200,
      head: { title: 'Seating', description: 'Chairs' },
    });
  });

  it("the route's title when the browser renders the region", () => {
    expect(pageHead(route, null)).toEqual({
      status: 200,
      head: { title: 'Collection', exactTitle: undefined },
    });
  });

  it('the 404 page for a path no MFE owns, or a page its MFE did not find', () => {
    const notFound = { status: 404, head: { title: 'Page not found', robots: 'noindex' } };
    expect(pageHead(null, null)).toEqual(notFound);
    expect(pageHead(route, region(404))).toEqual(notFound);
  });
});

describe("the page's headers", () => {
  const facts = {
    personal: false,
    versions: 'catalog@1.2.0',
    headMs: 4,
    fellBack: null,
    setCookie: [],
  };

  it('a public page may sit in a CDN briefly; the versions and the head time are told', () => {
    const headers = pageHeaders(facts);
    expect(headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
    expect(headers['x-sohnne-versions']).toBe('catalog@1.2.0');
    expect(headers['server-timing']).toBe('head;dur=4');
    expect(headers.trailer).toBe('x-sohnne-region-fallback');
    expect(headers).not.toHaveProperty('set-cookie');
  });

  it('a personal page never; a fallback and a new bucket are said', () => {
    const headers = pageHeaders({
      ...facts,
      personal: true,
      fellBack: 'catalog',
      setCookie: ['sohnne_bucket=3'],
    });
    expect(headers['cache-control']).toBe('private, no-store');
    expect(headers['x-sohnne-region-fallback']).toBe('catalog');
    expect(headers['set-cookie']).toEqual(['sohnne_bucket=3']);
  });

  it("a page whose address holds a secret sends its own Referrer-Policy instead of the edge's", () => {
    expect(pageHeaders({ ...facts, referrer: 'no-referrer' })['referrer-policy']).toBe(
      'no-referrer',
    );
    expect(pageHeaders(facts)).not.toHaveProperty('referrer-policy');
  });
});
