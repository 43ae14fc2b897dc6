import type { MfeManifest } from '../manifest';
import { bucketCookie, readRequest, visitorManifest } from './request';

const entry = (version: string) => ({
  version,
  entry: `/mfe/x/${version}/remoteEntry.js`,
  routes: [],
});

describe('reading a page request', () => {
  it('an anonymous visitor: the path without its query, USD, no cart, no bucket', () => {
    expect(readRequest('/collections/seating?page=2', undefined)).toEqual({
      url: '/collections/seating?page=2',
      pathname: '/collections/seating',
      cookie: undefined,
      signedIn: false,
      hasCart: false,
      coupon: null,
      currency: 'USD',
      a11y: false,
      bucket: null,
      csrfToken: null,
      flash: null,
    });
  });

  it('what the cookies ask for: a session (and so a cart), a coupon, a currency, the accessibility mode, a bucket', () => {
    const cookie =
      'sohnne_session=s1; sohnne_coupon=WELCOME35; sohnne_currency=EUR; sohnne_a11y=on; sohnne_bucket=42';
    expect(readRequest('/', cookie)).toMatchObject({
      cookie,
      signedIn: true,
      hasCart: true,
      coupon: 'WELCOME35',
      currency: 'EUR',
      a11y: true,
      bucket: 42,
    });
  });

  it('a guest cart alone means a cart; an unknown currency or a bad bucket is ignored', () => {
    expect(
      readRequest('/', 'sohnne_cart=c1; sohnne_currency=XYZ; sohnne_bucket=100'),
    ).toMatchObject({
      signedIn: false,
      hasCart: true,
      currency: 'USD',
      bucket: null,
    });
  });
});

describe('the versions a visitor gets', () => {
  const live: MfeManifest = { mfes: { catalog: entry('1.0.0') } };
  const canary: MfeManifest = {
    mfes: { catalog: { ...entry('1.0.0'), canary: { ...entry('1.1.0'), share: 50 } } },
  };

  it('no canary: the live versions, and no bucket is drawn', () => {
    const draw = jest.fn(() => 3);
    expect(visitorManifest(live, null, draw)).toEqual({
      manifest: live,
      bucket: null,
      newBucket: false,
    });
    expect(draw).not.toHaveBeenCalled();
  });

  it('a canary and a new visitor: a bucket is drawn (to be kept in his cookie) and decides his versions', () => {
    const versions = (bucket: number) =>
      visitorManifest(canary, null, () => bucket).manifest.mfes.catalog.version;
    expect(visitorManifest(canary, null, () => 3).newBucket).toBe(true);
    const seen = new Set(Array.from({ length: 100 }, (_, bucket) => versions(bucket)));
    expect(seen).toEqual(new Set(['1.0.0', '1.1.0']));
  });

  it('a known bucket is kept: nothing new to set', () => {
    const result = visitorManifest(canary, 7, () => 99);
    expect(result.bucket).toBe(7);
    expect(result.newBucket).toBe(false);
  });

  it('the bucket cookie lasts a year, Secure over https only', () => {
    expect(bucketCookie(7, 'http://localhost:8080')).toBe(
      'sohnne_bucket=7; Path=/; Max-Age=31536000; SameSite=Lax',
    );
    expect(bucketCookie(7, 'https://shop.example')).toMatch(/; Secure$/);
  });
});
