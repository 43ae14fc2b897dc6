import { parseManifest, routeTable } from './manifest';

describe('manifest parsing', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('keeps browser entry, server entry and route list; an MFE without a server entry is kept and renders in the browser', () => {
    const manifest = parseManifest({
      mfes: {
        catalog: { version: '2', entry: '/mfe/catalog/2/remoteEntry.js', serverEntry: 'mfe-server/catalog/2/remoteEntry.js', routes: [{ path: '/collections', title: 'Collections' }] },
        content: { version: '1', entry: '/mfe/content/1/remoteEntry.js', routes: [{ path: '/', title: 'Home' }] },
      },
    });
    expect(manifest.mfes.catalog.serverEntry).toBe('mfe-server/catalog/2/remoteEntry.js');
    expect(manifest.mfes.content).toEqual({ version: '1', entry: '/mfe/content/1/remoteEntry.js', routes: [{ path: '/', title: 'Home' }] });
    expect(routeTable(manifest)).toEqual({ catalog: [{ path: '/collections', title: 'Collections' }], content: [{ path: '/', title: 'Home' }] });
  });

  it('skips an MFE without a browser entry, and routes without a path or title; a missing route list owns nothing', () => {
    const manifest = parseManifest({
      mfes: {
        broken: { version: '1' },
        account: { version: '1', entry: '/mfe/account/1/remoteEntry.js', routes: [{ path: 'login', title: 'Login' }, { path: '/register' }, { path: '/login', title: 'Login' }] },
        commerce: { version: '1', entry: '/mfe/commerce/1/remoteEntry.js' },
      },
    });
    expect(Object.keys(manifest.mfes)).toEqual(['account', 'commerce']);
    expect(manifest.mfes.account.routes).toEqual([{ path: '/login', title: 'Login' }]);
    expect(manifest.mfes.commerce.routes).toEqual([]);
  });

  it('refuses a document without an mfes object', () => {
    expect(() => parseManifest({ versions: {} })).toThrow('/mfe-manifest.json has no "mfes" object');
  });
});
