import type { Platform } from './contract';
import { definePage, httpStatus, NOT_FOUND } from './page';
import type { LoadContext } from './routing';

const page = () => Promise.resolve({ default: () => null });

function context(overrides: Partial<LoadContext> & { signedIn?: boolean } = {}): LoadContext {
  const { signedIn = false, ...rest } = overrides;
  const platform = {
    session: { get: () => (signedIn ? { id: 'u1' } : null) },
  } as unknown as Platform;
  return {
    params: {},
    pathname: '/my-account/order/7',
    query: new URLSearchParams('tab=1'),
    dispatch: (action) => action,
    platform,
    server: true,
    ...rest,
  };
}

describe('httpStatus', () => {
  it('answers 404 for a 404 or a 400, 401 for a lost session, nothing for anything else', () => {
    expect(httpStatus({ status: 404, data: {} })).toBe(404);
    expect(httpStatus({ status: 400, data: {} })).toBe(404);
    expect(httpStatus({ status: 401 })).toBe(401);
    expect(httpStatus({ status: 500 })).toBeUndefined();
    expect(httpStatus({ status: 'FETCH_ERROR' })).toBeUndefined();
    expect(httpStatus(undefined)).toBeUndefined();
  });
});

describe('definePage', () => {
  it('gives the head from the loaded data', async () => {
    const route = definePage<{ name: string }>({
      path: '/designer/:slug',
      title: 'Designer',
      page,
      load: () => ({ data: { name: 'Eames' } }),
      head: (data) => ({ title: data?.name }),
    });
    await expect(route.load?.(context())).resolves.toEqual({ head: { title: 'Eames' } });
  });

  it('answers the 404 page for a 404 or 400 and sends a visitor to sign in on a 401', async () => {
    const failing = (status: number) =>
      definePage({
        path: '/x',
        title: 'X',
        page,
        load: () => ({ error: { status } }),
        head: { canonical: '/x' },
      });
    await expect(failing(404).load?.(context())).resolves.toEqual(NOT_FOUND);
    await expect(failing(400).load?.(context())).resolves.toEqual(NOT_FOUND);
    await expect(failing(401).load?.(context())).resolves.toEqual({
      redirect: '/login?redirect=%2Fmy-account%2Forder%2F7%3Ftab%3D1',
    });
    // A 5xx renders the page: its QueryState shows the error and 'Try again'.
    await expect(failing(503).load?.(context())).resolves.toEqual({ head: { canonical: '/x' } });
  });

  it('sends a visitor to sign in before loading a signed-in page', async () => {
    const load = jest.fn(() => ({ data: 1 }));
    const route = definePage({
      path: '/my-account',
      title: 'My account',
      signedIn: true,
      page,
      load,
    });
    await expect(route.load?.(context())).resolves.toEqual({
      redirect: '/login?redirect=%2Fmy-account%2Forder%2F7%3Ftab%3D1',
    });
    expect(load).not.toHaveBeenCalled();
    await expect(route.load?.(context({ signedIn: true }))).resolves.toEqual({ head: undefined });
    expect(load).toHaveBeenCalled();
  });

  it('passes a loader’s own 404 through', async () => {
    const route = definePage({
      path: '/thankyou',
      title: 'Thank you',
      page,
      load: () => NOT_FOUND,
    });
    await expect(route.load?.(context())).resolves.toBe(NOT_FOUND);
  });
});
