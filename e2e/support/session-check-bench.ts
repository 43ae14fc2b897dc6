/**
 * What checking a session with the account service costs a personal read on another service, by how long
 * the answer is reused (SESSION_CHECK_TTL_MS). Against a running stack (`npm start`, same *_PORT variables):
 *
 *   cd e2e && npx ts-node --transpile-only support/session-check-bench.ts
 *
 * It signs a customer up, then for each setting starts a commerce replica (e2e/support/instances.ts) and runs
 * autocannon on GET /api/rewards with the session (BENCH_DURATION s, default 10; BENCH_CONNECTIONS, default
 * 10), and on the public GET /api/rewards/vouchers of the same replica as the no-session baseline. With
 * BEFORE_COMMERCE_MAIN=<path to another build's services/commerce/dist/main.js> it measures that build too,
 * at SESSION_CHECK_TTL_MS=BEFORE_TTL_MS (default 30000: the reuse before logout had to reach every replica
 * within 2 s). Settings run one after the other; only loopback is called.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- autocannon ships no types
const autocannon = require('autocannon');
import { startInstance, stackUrl } from './instances';

const DURATION_S = Number(process.env.BENCH_DURATION || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);

interface Setting {
  label: string;
  ttlMs: string;
  main?: string;
}

interface Latency {
  requests: { average: number };
  latency: { average: number; p50: number; p99: number };
  non2xx: number;
}

/** A customer signed up on the stack's account service: the cookie header of its session. */
async function signedInCookies(): Promise<string> {
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const header = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  keep(await fetch(`${stackUrl('account')}/health`));
  const signUp = await fetch(`${stackUrl('account')}/api/auth/sign-up`, {
    method: 'POST',
    headers: {
      cookie: header(),
      'x-csrf-token': jar.get('sohnne_csrf') ?? '',
      'content-type': 'application/json',
      // Its own address, so the sign-up limit of the client address is this run's own.
      'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 250)}`,
    },
    body: JSON.stringify({
      email: `bench-${Date.now()}@example.test`,
      password: 'walnut-and-brass',
    }),
  });
  if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}`);
  keep(signUp);
  return header();
}

function load(url: string, cookie?: string): Promise<Latency> {
  return new Promise((resolve, reject) =>
    autocannon(
      { url, duration: DURATION_S, connections: CONNECTIONS, headers: cookie ? { cookie } : {} },
      (error: Error | null, result: Latency) => (error ? reject(error) : resolve(result)),
    ),
  );
}

const row = (label: string, result: Latency) =>
  `${label.padEnd(52)} ${result.requests.average.toFixed(0).padStart(7)} req/s   mean ${result.latency.average
    .toFixed(2)
    .padStart(
      6,
    )} ms   p50 ${String(result.latency.p50).padStart(3)} ms   p99 ${String(result.latency.p99).padStart(3)} ms   non-2xx ${result.non2xx}`;

async function main(): Promise<void> {
  const settings: Setting[] = [
    ...(process.env.BEFORE_COMMERCE_MAIN
      ? [
          {
            label: 'before (other build)',
            ttlMs: process.env.BEFORE_TTL_MS || '30000',
            main: process.env.BEFORE_COMMERCE_MAIN,
          },
        ]
      : []),
    { label: 'reused 2 s (the most allowed)', ttlMs: '2000' },
    { label: 'reused 1 s (the default)', ttlMs: '1000' },
    { label: 'asked on every read', ttlMs: '0' },
  ];
  const cookie = await signedInCookies();
  console.log(
    `autocannon ${DURATION_S} s, ${CONNECTIONS} connections, one commerce replica at a time\n`,
  );
  for (const setting of settings) {
    const replica = await startInstance(
      'commerce',
      { SESSION_CHECK_TTL_MS: setting.ttlMs, LOG_LEVEL: 'warn' },
      setting.main,
    );
    try {
      const label = `${setting.label}, SESSION_CHECK_TTL_MS=${setting.ttlMs}`;
      console.log(
        row(
          `${label}: GET /api/rewards (session)`,
          await load(`${replica.url}/api/rewards`, cookie),
        ),
      );
      console.log(
        row(
          `${label}: GET /api/rewards/vouchers (public)`,
          await load(`${replica.url}/api/rewards/vouchers`),
        ),
      );
    } finally {
      await replica.stop();
    }
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
