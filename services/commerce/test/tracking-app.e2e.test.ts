/* eslint-disable @typescript-eslint/no-require-imports -- the app module must load after the test env is set */
import { ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { seedPart, startTestService, TestClient, TestService } from '@sohnne/service-kit/testing';
import { CatalogStub, FIXTURE_PRODUCTS } from './catalog-stub';

// The order-tracking app (apps/tracking) as it runs, in its own process, against this real commerce
// service and its CSRF and Origin checks: the only calls the tracking app makes go to commerce.
const TRACKING_APP = path.resolve(__dirname, '../../../apps/tracking/server.mjs');
const RATE_LIMIT = 4;

let service: TestService;
let stub: CatalogStub;
let tracking: ChildProcess;
let trackingUrl = '';

beforeAll(async () => {
  stub = await new CatalogStub().start(FIXTURE_PRODUCTS);
  service = await startTestService(() => require('../src/app.module').AppModule, {
    SESSION_SECRET: randomBytes(32).toString('hex'),
    CATALOG_URL: stub.url,
    PUBLIC_FORM_RATE_LIMIT: String(RATE_LIMIT),
    // The tracking app connects from its loopback source address (127.0.0.2, as the edge does).
    TRUSTED_PROXIES: '127.0.0.2',
  });
  await seedPart('commerce').seed(service.db);
  tracking = spawn(process.execPath, [TRACKING_APP], {
    // One proxy in front (the Ingress in the cluster): the test names the shopper in X-Forwarded-For.
    env: {
      PATH: process.env.PATH,
      TRACKING_PORT: '0',
      COMMERCE_URL: service.url,
      TRUST_PROXY_HOPS: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(tracking.stdout!, 'data')) as [Buffer];
  trackingUrl = `http://127.0.0.1:${/on :(\d+)/.exec(line.toString())![1]}`;
});

afterAll(async () => {
  if (tracking && tracking.exitCode === null) {
    tracking.kill('SIGTERM');
    await once(tracking, 'exit');
  }
  await service?.stop();
  await stub?.stop();
});

/** What the tracking app answers: an order's tracking, or commerce's message (and field errors). */
interface Answer {
  invoice_id?: string;
  status?: string;
  history?: { status: string }[];
  message?: string | string[];
  errors?: Record<string, string[]>;
}
const json = async (response: Response) => (await response.json()) as Answer;

let shopper = 0;
/** A lookup at the tracking app as a browser makes it, from its own address. */
function track(body: unknown, { from = `198.51.100.${++shopper}`, cookie = '' } = {}) {
  return fetch(`${trackingUrl}/track`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': from,
      // What a browser sends from the framed page: its own origin, and the shop's cookies on localhost.
      origin: trackingUrl,
      'sec-fetch-site': 'same-origin',
      ...(cookie && { cookie }),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('the tracking app against the commerce service', () => {
  it('finds an order by number and e-mail for a visitor', async () => {
    const found = await track({ invoice_id: 'SO-DEMO-0004', email: 'demo@sohnne.test' });
    expect(found.status).toBe(200);
    const order = await json(found);
    expect(order).toMatchObject({ invoice_id: 'SO-DEMO-0004', status: 'shipped' });
    expect(order.history?.map((h) => h.status)).toEqual([
      'pending',
      'paid',
      'processing',
      'shipped',
    ]);
  });

  it("finds it for a signed-in customer too: the shopper's cookies never reach commerce", async () => {
    const customer = new TestClient(service.url);
    service.sessions.signIn(customer, randomBytes(12).toString('hex'));
    await customer.get('/api/checkout/settings');
    const cookie = ['sohnne_session', 'sohnne_csrf', 'sohnne_visitor']
      .map((name) => `${name}=${customer.cookie(name)}`)
      .join('; ');
    const found = await track(
      { invoice_id: 'SO-DEMO-0004', email: 'DEMO@sohnne.test' },
      { cookie },
    );
    expect(found.status).toBe(200);
    expect((await json(found)).status).toBe('shipped');
  });

  it('answers a wrong e-mail with 404, never 403', async () => {
    const missing = await track({ invoice_id: 'SO-DEMO-0004', email: 'someone@example.com' });
    expect(missing.status).toBe(404);
    expect(await json(missing)).toMatchObject({ message: 'Order not found' });
  });

  it('names each refused field of bad input, and never answers 500', async () => {
    const empty = await track({ invoice_id: '', email: 'not-an-address' });
    expect(empty.status).toBe(400);
    expect((await json(empty)).errors).toEqual({
      invoice_id: ['Order number is required'],
      email: ['Invalid email address'],
    });
    const operator = await track({ invoice_id: { $ne: '' }, email: 'demo@sohnne.test' });
    expect(operator.status).toBe(400);
    for (const body of ['[]', 'null', '"SO-DEMO-0004"', '{"invoice_id": 4}'])
      expect((await track(body)).status).toBe(400);
    expect((await track('{not json')).status).toBe(400);
    expect((await track({ invoice_id: 'x'.repeat(5000), email: 'a@b.test' })).status).toBe(413);
  });

  it('keeps the rate limit per shopper, not per tracking app', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMIT; i++)
      statuses.push(
        (await track({ invoice_id: 'SO-NONE', email: 'x@example.com' }, { from: '203.0.113.7' }))
          .status,
      );
    expect(statuses).toEqual([...Array<number>(RATE_LIMIT).fill(404), 429]);
    const limited = await track(
      { invoice_id: 'SO-DEMO-0004', email: 'demo@sohnne.test' },
      { from: '203.0.113.7' },
    );
    expect(limited.status).toBe(429);
    const other = await track(
      { invoice_id: 'SO-DEMO-0004', email: 'demo@sohnne.test' },
      { from: '203.0.113.8' },
    );
    expect(other.status).toBe(200);
  });
});
