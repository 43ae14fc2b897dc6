import { ServiceUnavailableException } from '@nestjs/common';
import type { BaseEnv } from '../src/config';
import { RemoteSessionCheck } from '../src/session';

/** The account service's answers, counted; `setDown(true)` makes the next look-ups fail. */
function accountService() {
  const calls: string[] = [];
  let down = false;
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    calls.push(String(input));
    if (down) throw new TypeError('fetch failed');
    return new Response(JSON.stringify({ active: true }), { status: 200 });
  });
  return { calls, setDown: (value: boolean) => (down = value) };
}

const checkWith = (ttlMs: number) =>
  new RemoteSessionCheck({
    ACCOUNT_URL: 'http://account.test',
    SESSION_CHECK_TTL_MS: ttlMs,
  } as BaseEnv);

// Real time: lru-cache reads its own clock (performance.now), which fake timers do not move.
describe('RemoteSessionCheck', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reuses an answer for SESSION_CHECK_TTL_MS from when it was asked, then asks again', async () => {
    const account = accountService();
    const { check } = checkWith(100);
    const claims = { sub: 'u1', sid: 's1' };
    await expect(check(claims)).resolves.toBe(true);
    await expect(check(claims)).resolves.toBe(true);
    expect(account.calls).toEqual(['http://account.test/internal/sessions/s1?user=u1']);
    await check({ sub: 'u2', sid: 's1' });
    expect(account.calls).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 110));
    await check(claims);
    expect(account.calls).toHaveLength(3);
  });

  it('keeps nothing with a TTL of 0, and never remembers a failed look-up', async () => {
    const account = accountService();
    const claims = { sub: 'u1', sid: 's1' };
    const uncached = checkWith(0);
    await Promise.all([uncached.check(claims), uncached.check(claims)]);
    expect(account.calls).toHaveLength(2);

    const { check } = checkWith(1000);
    account.setDown(true);
    await expect(check(claims)).rejects.toBeInstanceOf(ServiceUnavailableException);
    account.setDown(false);
    await expect(check(claims)).resolves.toBe(true);
    expect(account.calls).toHaveLength(4);
  });
});
