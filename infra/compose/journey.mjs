// What infra/compose/smoke.sh checks through the edge's published port, as a shopper would:
//   node infra/compose/journey.mjs shop <edge url> [trace id]      a server-rendered page, an /api read, a sign-in,
//                                                                   an add-to-cart, the checkout page and a checkout
//                                                                   with the test card; with a trace id (32 hex
//                                                                   digits) the checkout page and the checkout are
//                                                                   sent as spans of that one trace (W3C traceparent)
//   node infra/compose/journey.mjs released <edge url> <mfe> <ver>  the manifest and a page serve that MFE version
// A failed step exits 1 after printing `failed-container=<compose service>`: the container whose logs explain it.
import { randomBytes, randomUUID } from 'node:crypto';
import { CookieBrowser } from '../scripts/lib/cookie-browser.mjs';

const DEMO = { email: 'demo@sohnne.test', password: 'SohnneDemo2025!' };
const TEST_CARD = {
  number: '4242 4242 4242 4242',
  exp_month: 12,
  exp_year: new Date().getFullYear() + 3,
  cvc: '123',
};

class StepFailure extends Error {
  constructor(container, message) {
    super(message);
    this.container = container;
  }
}

/** Runs one step; a wrong answer names the container that gave it. */
async function step(label, container, check) {
  try {
    const detail = await check();
    console.log(`[smoke] ok: ${label}${detail ? ` (${detail})` : ''}`);
  } catch (error) {
    throw error instanceof StepFailure
      ? error
      : new StepFailure(container, `${label}: ${error.message}`);
  }
}

function expectStatus(answer, status, what) {
  if (answer.status !== status)
    throw new Error(`${what} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
}

/** A W3C traceparent making the request a child of a new span of `traceId` (sampled); none without one. */
const tracedBy = (traceId) =>
  traceId ? { traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` } : {};

async function shop(base, traceId) {
  const shopper = new CookieBrowser(base);
  let product;
  await step('GET / rendered on the server', 'edge', async () => {
    const page = await shopper.call('/');
    expectStatus(page, 200, 'GET /');
    if (page.headers.get('x-sohnne-region-fallback'))
      throw new Error('the page region fell back to the browser');
    if (!/<title>[^<]+<\/title>/.test(page.text)) throw new Error('no <title> in the page');
    return page.text.match(/<title>([^<]+)<\/title>/)[1];
  });
  await step('GET /api/products?featured=true read by the catalog service', 'catalog', async () => {
    const answer = await shopper.call('/api/products?featured=true');
    expectStatus(answer, 200, 'GET /api/products');
    const products = Array.isArray(answer.json) ? answer.json : answer.json?.data;
    product = products?.find((candidate) => candidate.id && candidate.variants?.length);
    if (!product) throw new Error('no featured product with a variant');
    return `${products.length} products`;
  });
  await step('sign-in as the demo customer', 'account', async () => {
    expectStatus(await shopper.call('/api/session'), 200, 'GET /api/session');
    expectStatus(
      await shopper.call('/api/login', { method: 'POST', body: DEMO }),
      200,
      'POST /api/login',
    );
    const session = await shopper.call('/api/session');
    if (!session.text.includes(DEMO.email))
      throw new Error(`the session is not the demo customer's: ${session.text.slice(0, 200)}`);
    return DEMO.email;
  });
  await step('add to cart', 'commerce', async () => {
    const answer = await shopper.call('/api/cart/items', {
      method: 'POST',
      body: { productId: product.id, variantId: product.variants[0].id, quantity: 1 },
    });
    expectStatus(answer, 200, 'POST /api/cart/items');
    if (!answer.json?.lines?.some((line) => line.productId === product.id))
      throw new Error('the product is not in the cart');
    return `${product.slug}, cart of ${answer.json.count}`;
  });
  await step('GET /checkout rendered on the server', 'pages', async () => {
    const page = await shopper.call('/checkout', { headers: tracedBy(traceId) });
    expectStatus(page, 200, 'GET /checkout');
    if (page.headers.get('x-sohnne-region-fallback'))
      throw new Error('the checkout region fell back to the browser');
    return traceId ? `trace ${traceId}` : '';
  });
  await step('checkout with the test card', 'commerce', async () => {
    const answer = await shopper.call('/api/checkout', {
      method: 'POST',
      headers: { 'idempotency-key': `smoke-${randomUUID()}`, ...tracedBy(traceId) },
      body: {
        contact: { email: DEMO.email, phone: '+1 212 555 0100' },
        address: {
          first_name: 'Smoke',
          last_name: 'Test',
          street_address: 'Madison Avenue',
          house_number: '55',
          city: 'New York',
          state: 'NY',
          postal_code: '10010',
          country: 'US',
        },
        payment: { card: TEST_CARD },
      },
    });
    expectStatus(answer, 200, 'POST /api/checkout');
    if (!answer.json?.invoice_id) throw new Error(`no invoice id: ${answer.text.slice(0, 200)}`);
    return `order ${answer.json.invoice_id}, ${answer.json.status}, total ${answer.json.total}`;
  });
}

async function released(base, mfe, version) {
  const shopper = new CookieBrowser(base);
  let live;
  await step(`the manifest points ${mfe} at ${version}`, 'edge', async () => {
    const manifest = await shopper.call('/mfe-manifest.json');
    expectStatus(manifest, 200, 'GET /mfe-manifest.json');
    live = manifest.json?.mfes?.[mfe];
    if (live?.version !== version) throw new Error(`${mfe} is at ${live?.version}`);
    return live.entry;
  });
  await step(`the edge serves ${mfe} ${version}`, 'edge', async () => {
    expectStatus(await shopper.call(live.entry), 200, `GET ${live.entry}`);
    const route = live.routes
      .map((entry) => entry.path ?? entry)
      .find((path) => typeof path === 'string' && !path.includes(':') && !path.includes('*'));
    const page = await shopper.call(route);
    expectStatus(page, 200, `GET ${route}`);
    if (!page.text.includes(`/mfe/${mfe}/${version}/`))
      throw new Error(`the page ${route} does not load ${mfe} ${version}`);
    return `page ${route}`;
  });
}

const [command, base, ...rest] = process.argv.slice(2);
try {
  if (command === 'shop') await shop(base, rest[0]);
  else if (command === 'released') await released(base, rest[0], rest[1]);
  else
    throw new StepFailure(
      '',
      `usage: journey.mjs shop <edge url> [trace id] | released <edge url> <mfe> <version>`,
    );
} catch (error) {
  console.error(`[smoke] FAILED: ${error.message}`);
  console.error(`failed-container=${error.container ?? 'edge'}`);
  process.exit(1);
}
