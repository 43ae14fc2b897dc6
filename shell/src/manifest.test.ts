import {
  hasCanary,
  newBucket,
  parseBucket,
  parseManifest,
  resolveManifest,
  routeTable,
} from './manifest';

describe('manifest parsing', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('keeps browser entry, server entry and route list; an MFE without a server entry is kept and renders in the browser', () => {
    const manifest = parseManifest({
      mfes: {
        catalog: {
          version: '2',
          entry: '/mfe/catalog/2/remoteEntry.js',
          serverEntry: 'mfe-server/catalog/2/remoteEntry.js',
          routes: [{ path: '/collections', title: 'Collections' }],
        },
        content: {
          version: '1',
          entry: '/mfe/content/1/remoteEntry.js',
          routes: [{ path: '/', title: 'Home' }],
        },
      },
    });
    expect(manifest.mfes.catalog.serverEntry).toBe('mfe-server/catalog/2/remoteEntry.js');
    expect(manifest.mfes.content).toEqual({
      version: '1',
      entry: '/mfe/content/1/remoteEntry.js',
      routes: [{ path: '/', title: 'Home' }],
    });
    expect(routeTable(manifest)).toEqual({
      catalog: [{ path: '/collections', title: 'Collections' }],
      content: [{ path: '/', title: 'Home' }],
    });
  });

  it('skips an MFE without a browser entry, and routes without a path or title; a missing route list owns nothing', () => {
    const manifest = parseManifest({
      mfes: {
        broken: { version: '1' },
        account: {
          version: '1',
          entry: '/mfe/account/1/remoteEntry.js',
          routes: [
            { path: 'login', title: 'Login' },
            { path: '/register' },
            { path: '/login', title: 'Login' },
          ],
        },
        commerce: { version: '1', entry: '/mfe/commerce/1/remoteEntry.js' },
      },
    });
    expect(Object.keys(manifest.mfes)).toEqual(['account', 'commerce']);
    expect(manifest.mfes.account.routes).toEqual([{ path: '/login', title: 'Login' }]);
    expect(manifest.mfes.commerce.routes).toEqual([]);
  });

  it('refuses a document without an mfes object, naming its path and the field', () => {
    expect(() => parseManifest({ versions: {} })).toThrow(
      '/mfe-manifest.json: mfes: expected an object of MFEs by name',
    );
    expect(() => parseManifest({ mfes: [] }, '/srv/deploy/mfe-manifest.json')).toThrow(
      '/srv/deploy/mfe-manifest.json: mfes: expected an object of MFEs by name',
    );
  });

  it('names the manifest and the field of every part it skips', () => {
    const error = jest.mocked(console.error);
    parseManifest(
      {
        mfes: {
          broken: { version: '1', entry: 42 },
          account: {
            version: '1',
            entry: '/mfe/account/1/remoteEntry.js',
            routes: [
              { path: '/login', title: 'Login' },
              { path: 'register', title: 'Register' },
            ],
            canary: {
              version: '2',
              entry: '/mfe/account/2/remoteEntry.js',
              routes: [],
              share: 150,
            },
          },
          commerce: { version: '1', entry: '/mfe/commerce/1/remoteEntry.js' },
        },
      },
      '/srv/deploy/mfe-manifest.json',
    );
    expect(error.mock.calls.map(([message]) => message)).toEqual([
      '[shell] /srv/deploy/mfe-manifest.json: mfes.broken.entry: expected the URL of the browser remote entry: skipped',
      '[shell] /srv/deploy/mfe-manifest.json: mfes.account.routes[1].path: expected a path starting with /: route skipped',
      '[shell] /srv/deploy/mfe-manifest.json: mfes.account.canary.share: expected a share from 1 to 99: skipped',
      '[shell] /srv/deploy/mfe-manifest.json: mfes.commerce.routes: no route list: it owns no page',
    ]);
  });
});

describe('canary releases', () => {
  const live = {
    version: '1.0.0',
    entry: '/mfe/catalog/1.0.0/remoteEntry.js',
    serverEntry: 'mfe-server/catalog/1.0.0/remoteEntry.js',
    routes: [{ path: '/collections', title: 'Collections' }],
  };
  const canary = {
    version: '1.1.0',
    entry: '/mfe/catalog/1.1.0/remoteEntry.js',
    serverEntry: 'mfe-server/catalog/1.1.0/remoteEntry.js',
    routes: [{ path: '/collections', title: 'Collections' }],
  };

  it('keeps a canary with a share from 1 to 99 and drops a malformed one', () => {
    expect(
      parseManifest({ mfes: { catalog: { ...live, canary: { ...canary, share: 10 } } } }).mfes
        .catalog.canary,
    ).toMatchObject({ version: '1.1.0', share: 10 });
    expect(
      parseManifest({ mfes: { catalog: { ...live, canary: { ...canary, share: 100 } } } }).mfes
        .catalog.canary,
    ).toBeUndefined();
    expect(
      parseManifest({ mfes: { catalog: { ...live, canary: { share: 10 } } } }).mfes.catalog.canary,
    ).toBeUndefined();
  });

  it('gives a bucket the same versions every time, and the canary to about its share of buckets', () => {
    const manifest = parseManifest({
      mfes: {
        catalog: { ...live, canary: { ...canary, share: 10 } },
        content: { ...live, version: '3.0.0' },
      },
    });
    const versions = Array.from(
      { length: 100 },
      (_, bucket) => resolveManifest(manifest, bucket).mfes.catalog.version,
    );
    expect(versions.filter((v) => v === '1.1.0')).toHaveLength(10);
    expect(
      Array.from(
        { length: 100 },
        (_, bucket) => resolveManifest(manifest, bucket).mfes.catalog.version,
      ),
    ).toEqual(versions);
    expect(resolveManifest(manifest, 42).mfes.content.version).toBe('3.0.0');
    expect(resolveManifest(manifest, null).mfes.catalog.version).toBe('1.0.0');
    expect(hasCanary(manifest)).toBe(true);
    expect(hasCanary(resolveManifest(manifest, 3))).toBe(false);
  });

  it('reads a bucket cookie only when it is a number from 0 to 99', () => {
    expect(parseBucket('7')).toBe(7);
    expect(parseBucket('99')).toBe(99);
    for (const bad of [undefined, '', '100', '-1', '1.5', 'x']) expect(parseBucket(bad)).toBeNull();
    expect(newBucket()).toBeGreaterThanOrEqual(0);
    expect(newBucket()).toBeLessThan(100);
  });
});
