import { stubFetch } from '../test/fetch';
import { createRemotes, type FederationRuntime } from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const MANIFEST = {
  mfes: {
    catalog: { version: '1.2.0', entry: '/mfe/catalog/1.2.0/remoteEntry.js' },
    content: { version: '1.0.0', entry: '/mfe/content/1.0.0/remoteEntry.js' },
  },
};

type MockRuntime = FederationRuntime & { registerRemotes: jest.Mock; loadRemote: jest.Mock };

function runtime(loadRemote: (id: string) => Promise<unknown>): MockRuntime {
  return { registerRemotes: jest.fn(), loadRemote: jest.fn(loadRemote) } as unknown as MockRuntime;
}

describe('remotes (manifest + Module Federation runtime)', () => {
  it('registers every remote of /mfe-manifest.json once and loads exposed modules', async () => {
    const stub = stubFetch({ 'GET /mfe-manifest.json': { body: MANIFEST } });
    const mf = runtime(async () => ({ mount: 'x' }));
    const remotes = createRemotes(mf, global.fetch);
    await expect(remotes.load('catalog', 'app')).resolves.toEqual({ mount: 'x' });
    await remotes.load('content', 'app');
    expect(stub.calls).toHaveLength(1);
    expect(mf.registerRemotes).toHaveBeenCalledTimes(1);
    expect(mf.registerRemotes).toHaveBeenCalledWith([
      { name: 'catalog', entry: '/mfe/catalog/1.2.0/remoteEntry.js' },
      { name: 'content', entry: '/mfe/content/1.0.0/remoteEntry.js' },
    ]);
    expect(mf.loadRemote).toHaveBeenCalledWith('catalog/app');
  });

  it('a missing or broken manifest rejects the load and is fetched again next time', async () => {
    let answer: { status: number; body: unknown } = { status: 404, body: { message: 'Not Found' } };
    const stub = stubFetch({ 'GET /mfe-manifest.json': () => answer });
    const mf = runtime(async () => ({}));
    const remotes = createRemotes(mf, global.fetch);
    await expect(remotes.load('catalog', 'app')).rejects.toThrow('/mfe-manifest.json answered 404');
    answer = { status: 200, body: { nothing: true } };
    await expect(remotes.load('catalog', 'app')).rejects.toThrow(
      '/mfe-manifest.json: mfes: expected an object of MFEs by name',
    );
    answer = { status: 200, body: MANIFEST };
    await expect(remotes.load('catalog', 'app')).resolves.toEqual({});
    await expect(remotes.load('account', 'app')).rejects.toThrow(
      '"account" is not in /mfe-manifest.json',
    );
    expect(stub.calls).toHaveLength(3);
  });

  it('re-registers a remote with force after its entry failed, so the runtime does not keep the dead one', async () => {
    stubFetch({ 'GET /mfe-manifest.json': { body: MANIFEST } });
    let reachable = false;
    const mf = runtime(async () => {
      if (!reachable) throw new Error('Failed to load script resources');
      return { ok: true };
    });
    const remotes = createRemotes(mf, global.fetch);
    await expect(remotes.load('catalog', 'app')).rejects.toThrow('Failed to load script');
    reachable = true;
    await expect(remotes.load('catalog', 'app')).resolves.toEqual({ ok: true });
    expect(mf.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'catalog', entry: '/mfe/catalog/1.2.0/remoteEntry.js' }],
      { force: true },
    );

    // Once the remote has loaded, a failing expose must not tear the live remote down.
    mf.registerRemotes.mockClear();
    mf.loadRemote.mockRejectedValueOnce(new Error('no such expose'));
    await expect(remotes.load('catalog', 'Missing')).rejects.toThrow('no such expose');
    await remotes.load('catalog', 'app');
    expect(mf.registerRemotes).not.toHaveBeenCalled();
  });

  it('treats a null module as unavailable', async () => {
    stubFetch({ 'GET /mfe-manifest.json': { body: MANIFEST } });
    const remotes = createRemotes(
      runtime(async () => null),
      global.fetch,
    );
    await expect(remotes.load('content', 'app')).rejects.toThrow('content/app could not be loaded');
  });
});
