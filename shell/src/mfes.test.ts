import { getAppStatus, navigateToUrl, start, type LifeCycles } from 'single-spa';
import type { Platform } from '@sohnne/platform';
import { registerMfes, type MfeRegistry } from './mfes';
import { createAnalytics } from './platform/analytics';
import { createShellRoutes } from './routes';

const ROUTES = createShellRoutes({
  content: [
    { path: '/', title: 'Home' },
    { path: '/about-us', title: 'About Us' },
  ],
  catalog: [
    { path: '/collections', title: 'Collections' },
    { path: '/collections/*', title: 'Collection' },
  ],
  account: [
    { path: '/login', title: 'Login' },
    { path: '/register', title: 'Register' },
  ],
  commerce: [{ path: '/cart', title: 'Cart' }],
});
const MFE_NAMES = ROUTES.names;
type MfeName = string;
const ownerOf = (pathname: string) => ROUTES.owner(pathname)?.mfe ?? null;

type Behaviour = 'ok' | 'load-fails' | 'mount-fails';

const behaviour: Record<MfeName, Behaviour> = {
  content: 'ok',
  catalog: 'ok',
  account: 'ok',
  commerce: 'ok',
};
const loads: Record<string, number> = {};
const mounts: Record<string, number> = {};
const mountProps: Record<string, unknown> = {};
const region = (name: MfeName) => document.getElementById(`mfe-${name}`)!;

function lifecycles(name: MfeName): LifeCycles {
  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      mountProps[name] = props;
      mounts[name] = (mounts[name] ?? 0) + 1;
      if (behaviour[name] === 'mount-fails') throw new Error(`${name} mount exploded`);
      region(name).textContent = `${name} page`;
    },
    unmount: async () => {
      region(name).textContent = '';
    },
  };
}

async function until(condition: () => boolean, what: string) {
  for (let i = 0; i < 100; i++) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('MFE registration and fault isolation (real single-spa)', () => {
  let registry: MfeRegistry;
  let platform: Platform;
  const onPageFailed = jest.fn();
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);

  const report = jest.fn();

  beforeAll(() => {
    document.body.innerHTML = MFE_NAMES.map((name) => `<div id="mfe-${name}"></div>`).join('');
    window.history.replaceState(null, '', '/');
    window.dataLayer = [];
    platform = {
      analytics: createAnalytics(),
      pageLoad: { start: jest.fn(), done: jest.fn() },
    } as unknown as Platform;
    registry = registerMfes({
      names: MFE_NAMES,
      owner: ownerOf,
      platform,
      onPageFailed,
      versionOf: (name) => `${name}-2.0.0`,
      report,
      load: async (name) => {
        loads[name] = (loads[name] ?? 0) + 1;
        if (behaviour[name] === 'load-fails') throw new Error(`${name} remoteEntry.js unreachable`);
        return lifecycles(name);
      },
    });
    start({ urlRerouteOnly: true });
  });

  it('mounts the MFE that owns the route, with the platform as a custom prop', async () => {
    await until(() => region('content').textContent === 'content page', 'content to mount');
    expect(getAppStatus('content')).toBe('MOUNTED');
    expect(mountProps.content).toEqual(expect.objectContaining({ name: 'content', platform }));
    expect(loads.catalog).toBeUndefined();
  });

  it('a remote that fails to load gets a fallback, is logged, and is not retried in a loop', async () => {
    behaviour.commerce = 'load-fails';
    navigateToUrl('/cart');
    await until(() => registry.failures.get().commerce === '/cart', 'the commerce failure');
    expect(onPageFailed).toHaveBeenCalledWith('commerce');
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining('MFE "commerce" failed (LOAD_ERROR)'),
      expect.any(Error),
    );
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({
        event: 'mfe_error',
        mfe: 'commerce',
        version: 'commerce-2.0.0',
        status: 'LOAD_ERROR',
        page_path: '/cart',
      }),
    );
    expect(report).toHaveBeenCalledWith({ mfe: 'commerce', version: 'commerce-2.0.0' });
    await settle();
    expect(getAppStatus('commerce')).toBe('NOT_LOADED');
    expect(loads.commerce).toBe(1);
    expect(region('content').textContent).toBe('');
  });

  it('the next navigation to it loads it again, without a reload', async () => {
    behaviour.commerce = 'ok';
    navigateToUrl('/');
    await until(() => region('content').textContent === 'content page', 'content to mount again');
    expect(registry.failures.get()).toEqual({});
    navigateToUrl('/cart');
    await until(() => region('commerce').textContent === 'commerce page', 'commerce to mount');
    expect(loads.commerce).toBe(2);
  });

  it('an MFE that throws while mounting is reset instead of staying SKIP_BECAUSE_BROKEN', async () => {
    behaviour.account = 'mount-fails';
    navigateToUrl('/login');
    await until(() => registry.failures.get().account === '/login', 'the account failure');
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({
        event: 'mfe_error',
        mfe: 'account',
        status: 'SKIP_BECAUSE_BROKEN',
      }),
    );
    await settle();
    expect(getAppStatus('account')).toBe('NOT_LOADED');
    expect(mounts.account).toBe(1);
    expect(region('commerce').textContent).toBe('');

    behaviour.account = 'ok';
    navigateToUrl('/register');
    await until(
      () => region('account').textContent === 'account page',
      'account to mount on the next navigation',
    );
    expect(registry.failures.get()).toEqual({});
  });

  it("'Try again' retries on the same page", async () => {
    navigateToUrl('/');
    await until(
      () =>
        region('content').textContent === 'content page' && region('account').textContent === '',
      'account to unmount',
    );
    behaviour.account = 'mount-fails';
    navigateToUrl('/login');
    await until(() => registry.failures.get().account === '/login', 'the account failure');
    await settle();
    behaviour.account = 'ok';
    await registry.retry('account');
    await until(
      () => region('account').textContent === 'account page',
      'account to mount after Try again',
    );
    expect(registry.failures.get()).toEqual({});
  });

  it('other MFEs keep working while one is broken', async () => {
    behaviour.catalog = 'load-fails';
    navigateToUrl('/collections/seating');
    await until(
      () => registry.failures.get().catalog === '/collections/seating',
      'the catalog failure',
    );
    navigateToUrl('/about-us');
    await until(() => region('content').textContent === 'content page', 'content to mount');
    expect(getAppStatus('content')).toBe('MOUNTED');
  });
});
