import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
} from '@playwright/test';
import { startInstance, stackUrl, type ServiceInstance } from '../support/instances';
import { uniqueEmail } from './helpers';

/**
 * Identity and limits hold at two replicas: a second account and a second commerce instance, started from
 * the same build, environment and database, share the login throttle, see a logout within 2 s and keep one
 * default address.
 */

const LOGIN_LIMIT = 5; // LOGIN_RATE_LIMIT's default, which `npm start` keeps
const SESSION_REVOKED_WITHIN_MS = 2000;

let account2: ServiceInstance;
let commerce2: ServiceInstance;
const accounts = () => [stackUrl('account'), account2.url];

test.beforeAll(async () => {
  [account2, commerce2] = await Promise.all([startInstance('account'), startInstance('commerce')]);
});

test.afterAll(async () => {
  await Promise.all([account2?.stop(), commerce2?.stop()]);
});

/**
 * A client calling the services directly, the CSRF pair echoed. Not being the edge, it is counted by its own
 * (loopback) address whatever it would write in X-Forwarded-For; the per-address limit (30) is far above
 * what these tests send, so the per-account limit is what they meet.
 */
async function shopper(): Promise<{
  api: APIRequestContext;
  post: (url: string, data: object) => ReturnType<APIRequestContext['post']>;
  put: (url: string, data: object) => ReturnType<APIRequestContext['put']>;
}> {
  const api = await playwrightRequest.newContext();
  const csrf = async () =>
    (await api.storageState()).cookies.find((cookie) => cookie.name === 'sohnne_csrf')?.value;
  if (!(await csrf())) await api.get(`${stackUrl('account')}/health`);
  // Cookies are per host, not per port: both replicas of both services read the same jar.
  const post = async (url: string, data: object) =>
    api.post(url, { data, headers: { 'x-csrf-token': (await csrf())! } });
  const put = async (url: string, data: object) =>
    api.put(url, { data, headers: { 'x-csrf-token': (await csrf())! } });
  return { api, post, put };
}

async function cookiesOf(api: APIRequestContext): Promise<string> {
  return (await api.storageState()).cookies
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');
}

test('the login limit holds across two account replicas: at most 5 of 20 alternating wrong passwords are judged', async () => {
  const { api, post } = await shopper();
  const email = uniqueEmail('replica-throttle');
  expect(
    (
      await post(`${accounts()[0]}/api/auth/sign-up`, { email, password: 'walnut-and-brass' })
    ).status(),
  ).toBe(200);

  const statuses: number[] = [];
  for (let attempt = 0; attempt < 20; attempt++) {
    const url = `${accounts()[attempt % 2]}/api/login`;
    statuses.push(
      (await post(url, { email, password: `wrong-${attempt}`, remember: false })).status(),
    );
  }
  const judged = statuses.filter((status) => status === 401).length;
  expect(judged).toBeGreaterThan(0);
  expect(judged).toBeLessThanOrEqual(LOGIN_LIMIT);
  expect(statuses.slice(judged).every((status) => status === 429)).toBe(true);
  // The right password is refused too while the account is blocked, on either replica.
  expect(
    (
      await post(`${accounts()[1]}/api/login`, {
        email,
        password: 'walnut-and-brass',
        remember: false,
      })
    ).status(),
  ).toBe(429);
  await api.dispose();
});

test('a logout on one account replica is refused by a second commerce replica within 2 s', async () => {
  const { api, post } = await shopper();
  expect(
    (
      await post(`${accounts()[0]}/api/auth/sign-up`, {
        email: uniqueEmail('replica-logout'),
        password: 'walnut-and-brass',
      })
    ).status(),
  ).toBe(200);
  // The session and its CSRF token, as a stolen or left-over cookie would replay them after the logout.
  const oldCookies = await cookiesOf(api);
  const oldCsrf = (await api.storageState()).cookies.find(
    (cookie) => cookie.name === 'sohnne_csrf',
  )!.value;
  const replay = (url: string, method = 'GET') =>
    fetch(url, {
      method,
      headers: { cookie: oldCookies, 'x-csrf-token': oldCsrf, 'content-type': 'application/json' },
      body: method === 'GET' ? undefined : JSON.stringify({ voucher: 50 }),
    });
  const commerces = [stackUrl('commerce'), commerce2.url];
  // Both commerce replicas have just said yes to this session: their remembered answers are fresh.
  for (const commerce of commerces)
    expect((await replay(`${commerce}/api/rewards`)).status).toBe(200);

  const loggedOutAt = Date.now();
  expect((await post(`${accounts()[1]}/api/logout`, {})).status()).toBe(200);
  await new Promise((resolve) =>
    setTimeout(resolve, Math.max(0, loggedOutAt + SESSION_REVOKED_WITHIN_MS - Date.now())),
  );

  for (const commerce of commerces) {
    expect((await replay(`${commerce}/api/rewards`)).status).toBe(401);
    expect((await replay(`${commerce}/api/rewards/redeem`, 'POST')).status).toBe(401);
  }
  for (const account of accounts())
    expect((await replay(`${account}/api/account/profile`)).status).toBe(401);
  await api.dispose();
});

test('an address book keeps exactly one default while both account replicas add and choose defaults at once', async () => {
  const { api, post, put } = await shopper();
  expect(
    (
      await post(`${accounts()[0]}/api/auth/sign-up`, {
        email: uniqueEmail('replica-default'),
        password: 'walnut-and-brass',
      })
    ).status(),
  ).toBe(200);
  const address = (house: number) => ({
    addressId: null,
    address: {
      first_name: 'Dana',
      last_name: 'Miller',
      street_address: 'Elm Street',
      house_number: String(house),
      city: 'Springfield',
      state: 'IL',
      zip_code: '62701',
      country: 'United States',
      phone: '+1 217 555 0100',
    },
  });
  const created = await Promise.all(
    Array.from({ length: 6 }, async (_, index) => {
      const response = await post(`${accounts()[index % 2]}/api/address/add-edit`, address(index));
      expect(response.status()).toBe(201);
      return ((await response.json()) as { data: { id: string } }).data.id;
    }),
  );
  const defaults = async (account: string) =>
    (
      (await (await api.get(`${account}/api/address/fetch-address`)).json()) as {
        data: { id: string; is_default: boolean }[];
      }
    ).data.filter((entry) => entry.is_default);

  for (let round = 0; round < 3; round++) {
    const answers = await Promise.all(
      created.map((id, index) =>
        put(`${accounts()[(index + round) % 2]}/api/address/set-default`, { id }),
      ),
    );
    expect(answers.map((answer) => answer.status())).toEqual(created.map(() => 200));
    const [first, second] = await Promise.all(accounts().map(defaults));
    expect(first).toHaveLength(1);
    expect(second).toEqual(first);
  }
  await api.dispose();
});
