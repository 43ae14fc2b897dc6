import { stubFetch } from '../../test/fetch';
import { createSession } from './session';

const ADA = { user_id: 'u1', name: 'Ada Lovelace', email: 'ada@sohnne.test' };

describe('session', () => {
  afterEach(() => jest.restoreAllMocks());

  it('refresh() reads GET /api/session and keeps the same object while the user is the same', async () => {
    stubFetch({ 'GET /api/session': { body: { user: ADA } } });
    const session = createSession(jest.fn());
    const listener = jest.fn();
    session.subscribe(listener);
    await expect(session.refresh()).resolves.toEqual(ADA);
    const first = session.get();
    await session.refresh();
    expect(session.get()).toBe(first);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('a visitor is null, and a failed read keeps the current state', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch({ 'GET /api/session': { body: { user: null } } });
    const session = createSession(jest.fn());
    await expect(session.refresh()).resolves.toBeNull();
    session.set(ADA);
    stubFetch({ 'GET /api/session': { status: 502, body: {} } });
    await expect(session.refresh()).resolves.toEqual(ADA);
  });

  it('logout() posts with the CSRF header, clears the user and goes home', async () => {
    document.cookie = 'sohnne_csrf=csrf-9';
    const stub = stubFetch({ 'POST /api/logout': { body: { success: true } } });
    const goHome = jest.fn();
    const session = createSession(goHome);
    session.set(ADA);
    await session.logout();
    expect(stub.calls).toHaveLength(1);
    expect(stub.calls[0].headers.get('x-csrf-token')).toBe('csrf-9');
    expect(session.get()).toBeNull();
    expect(goHome).toHaveBeenCalled();
  });
});
