import { stubServices } from './stub-transport';
import { createSession } from './session';

const api = stubServices();

const ADA = { user_id: 'u1', name: 'Ada Lovelace', email: 'ada@sohnne.test' };

describe('session', () => {
  afterEach(() => jest.restoreAllMocks());

  it('refresh() reads GET /api/session and keeps the same object while the user is the same', async () => {
    api.answer({ 'GET /api/session': { body: { user: ADA } } });
    const session = createSession(api.transport, jest.fn());
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
    api.answer({ 'GET /api/session': { body: { user: null } } });
    const session = createSession(api.transport, jest.fn());
    await expect(session.refresh()).resolves.toBeNull();
    session.set(ADA);
    api.answer({ 'GET /api/session': { status: 502, body: {} } });
    await expect(session.refresh()).resolves.toEqual(ADA);
  });

  it('logout() posts, clears the user and goes home', async () => {
    const stub = api.answer({ 'POST /api/logout': { body: { success: true } } });
    const goHome = jest.fn();
    const session = createSession(api.transport, goHome);
    session.set(ADA);
    await session.logout();
    expect(stub.calls).toHaveLength(1);
    expect(session.get()).toBeNull();
    expect(goHome).toHaveBeenCalled();
  });
});
