import http from 'node:http';
import { expect, test } from '@playwright/test';

// Issue 20: the three tries against a running shop, repeated — no forged host anywhere, no metrics on the
// shop's port. The stack's PUBLIC_URL is its own local origin (npm start sets it).
const shop = new URL(process.env.SOHNNE_URL ?? 'http://localhost:8080');
const metricsPort = Number(process.env.EDGE_METRICS_PORT ?? 9464);
const EVIL = 'evil.example';

interface RawAnswer {
  status: number;
  body: string;
}

/** A GET with exactly these headers, Host included (a browser or fetch would not send a forged Host). */
function rawGet(
  requestPath: string,
  headers: Record<string, string>,
  port = Number(shop.port),
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: requestPath, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

test('a forged Host or X-Forwarded-Host never reaches a page, a sitemap or a cache; metrics are off the shop port', async ({
  page,
  request,
}) => {
  // Try 1: a forged Host is refused by the edge, before any page is rendered.
  const forgedHost = await rawGet('/collections/seating', { host: EVIL });
  expect(forgedHost.status).toBe(421);
  expect(forgedHost.body).not.toContain(EVIL);

  // A forged X-Forwarded-Host on a page: its absolute URLs name the shop's origin.
  const page1 = await rawGet('/collections/seating', {
    host: shop.host,
    'x-forwarded-host': EVIL,
    'x-forwarded-proto': 'https',
  });
  expect(page1.status).toBe(200);
  expect(page1.body).not.toContain(EVIL);
  // (A collection's canonical comes from the catalog service's PUBLIC_URL, not from the request.)
  expect(page1.body).toMatch(/<link rel="canonical" href="http[^"]+\/collections\/seating"/);

  // Try 2: robots.txt and the sitemap, forged first, then plain (the edge keeps them: a poisoned entry would show).
  for (const file of ['/robots.txt', '/sitemap.xml']) {
    const forged = await rawGet(file, {
      host: shop.host,
      'x-forwarded-host': EVIL,
      forwarded: `host=${EVIL}`,
    });
    expect(forged.status, file).toBe(200);
    expect(forged.body, file).not.toContain(EVIL);
    const plain = await request.get(file);
    expect(await plain.text(), file).not.toContain(EVIL);
  }
  expect(await (await request.get('/robots.txt')).text()).toContain(
    `Sitemap: ${shop.origin}/sitemap.xml`,
  );
  expect(await (await request.get('/sitemap.xml')).text()).toContain(
    `<loc>${shop.origin}/collections/seating</loc>`,
  );

  // The same shop on 127.0.0.1 still works (tests use both names), and its URLs still name PUBLIC_URL.
  const byAddress = await rawGet('/collections/seating', { host: `127.0.0.1:${shop.port}` });
  expect(byAddress.status).toBe(200);
  expect(byAddress.body).not.toContain(`127.0.0.1:${shop.port}/collections`);

  // Try 3: /metrics on the shop's port is an ordinary unknown page; the edge's metrics are on the ops port.
  const shopMetrics = await request.get('/metrics');
  expect(shopMetrics.status()).toBe(404);
  expect(await shopMetrics.text()).not.toMatch(/process_cpu|sohnne_mfe_errors_total|# HELP/);
  const ops = await rawGet('/metrics', { host: `127.0.0.1:${metricsPort}` }, metricsPort);
  expect(ops.status).toBe(200);
  expect(ops.body).toContain('process_cpu_user_seconds_total');

  // In the browser: the product page's canonical, Open Graph and JSON-LD URLs are absolute on the origin.
  const { slug } = (
    (await (await request.get('/api/products?perPage=1')).json()) as { data: { slug: string }[] }
  ).data[0];
  const productUrl = `${shop.origin}/product/${slug}`;
  await page.goto(`/product/${slug}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', productUrl);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', productUrl);
  const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(JSON.parse(jsonLd ?? '{}').url).toBe(productUrl);
});
