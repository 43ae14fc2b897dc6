import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SaxesParser } from 'saxes';
import { seedPart, startTestService, TestClient, TestService } from '@sohnne/service-kit/testing';

const contentSeed = seedPart('content') as ReturnType<typeof seedPart> & {
  POSTS: { slug: string }[];
};

/** The catalog service and the edge's manifest as the content service sees them over HTTP. */
const catalog: Record<string, unknown> = {
  '/mfe-manifest.json': {
    mfes: {
      content: {
        entry: '/mfe/content/1/remoteEntry.js',
        routes: [
          { path: '/', title: 'Sohnne | Mid-Century Modern Furniture' },
          { path: '/blog', title: 'Blog' },
          { path: '/about-us', title: 'About Us' },
          { path: '/sitemap', title: 'Sitemap' },
          { path: '/help', title: 'Help & FAQ' },
          { path: '/help-faqs', title: 'Help & FAQ' },
          { path: '/sohnne-berlin', title: 'Sohnne Berlin' },
          { path: '/sohnne-london', title: 'Sohnne London' },
          { path: '/ambassador-program', title: 'Ambassador Program' },
          { path: '/:slug', title: 'Blog', fallback: true },
        ],
      },
      catalog: {
        entry: '/mfe/catalog/1/remoteEntry.js',
        routes: [
          { path: '/collections', title: 'Collections' },
          { path: '/collections/*', title: 'Collection' },
          { path: '/product/:slug', title: 'Product' },
        ],
      },
      account: {
        entry: '/mfe/account/1/remoteEntry.js',
        routes: [
          { path: '/login', title: 'Login' },
          { path: '/my-account/orders', title: 'Orders', personal: true },
        ],
      },
      commerce: {
        entry: '/mfe/commerce/1/remoteEntry.js',
        routes: [
          { path: '/cart', title: 'Cart', personal: true },
          { path: '/checkout', title: 'Checkout' },
          { path: '/track-my-order', title: 'Track My Order', personal: true },
          { path: '/thankyou', title: 'Thank you', personal: true },
        ],
      },
    },
  },
  '/api/collections': {
    data: [
      {
        name: 'Seating & Chairs',
        slug_path: 'seating',
        children: [
          {
            name: 'Lounge Chairs',
            slug_path: 'seating/lounge-chairs',
            children: [
              {
                name: 'Egg <Chairs>',
                slug_path: 'seating/lounge-chairs/egg',
                children: [
                  { name: 'Too deep', slug_path: 'seating/lounge-chairs/egg/deep', children: [] },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
  '/api/products?perPage=100&page=1': {
    data: [{ slug: 'egg-chair-replica', name: 'Egg Chair' }],
    meta: { page: 1, perPage: 100, total: 2, totalPages: 2 },
  },
  '/api/products?perPage=100&page=2': {
    data: [{ slug: 'arc-floor-lamp', name: 'Arc Floor Lamp' }],
    meta: { page: 2, perPage: 100, total: 2, totalPages: 2 },
  },
  '/api/pages/designers?perPage=100&page=1': {
    data: { results: { data: [{ slug: 'arne-jacobsen', name: 'Arne Jacobsen' }] } },
  },
};

let stub: Server;
let service: TestService;
let client: TestClient;
let catalogRequests = 0;

beforeAll(async () => {
  stub = createServer((req, res) => {
    catalogRequests += 1;
    const body = catalog[req.url ?? ''];
    res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body ?? { statusCode: 404 }));
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  service = await startTestService(
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    () => require('../src/app.module').AppModule,
    {
      CATALOG_URL: origin,
      MANIFEST_URL: `${origin}/mfe-manifest.json`,
      CATALOG_TIMEOUT_MS: '2000',
      PUBLIC_URL: 'https://shop.example:8443',
    },
  );
  client = new TestClient(service.url);
  await contentSeed.seed(service.db);
});

afterAll(async () => {
  await service?.stop();
  await new Promise((resolve) => stub?.close(resolve));
});

/** Parses strictly (saxes: any well-formedness error throws) and returns each <url>'s loc and lastmod. */
function parseSitemap(xml: string): {
  root: string;
  namespace: string;
  urls: { loc: string; lastmod: string }[];
} {
  const parser = new SaxesParser({ xmlns: true });
  const urls: { loc: string; lastmod: string }[] = [];
  let root = '';
  let namespace = '';
  let field = '';
  let text = '';
  parser.on('opentag', (tag) => {
    if (!root) [root, namespace] = [tag.local, tag.uri];
    if (tag.local === 'url') urls.push({ loc: '', lastmod: '' });
    field = tag.local;
    text = '';
  });
  parser.on('text', (chunk) => (text += chunk));
  parser.on('closetag', (tag) => {
    if ((tag.local === 'loc' || tag.local === 'lastmod') && field === tag.local)
      urls[urls.length - 1][tag.local] = text;
  });
  parser.write(xml).close();
  return { root, namespace, urls };
}

describe('sitemap.xml', () => {
  it('is a well-formed sitemaps.org urlset with every public page, collection, product, designer and post, on PUBLIC_URL whatever the request says', async () => {
    const forged = {
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'http',
      forwarded: 'host=evil.example',
    };
    const res = await client.request('GET', '/sitemap.xml', undefined, { headers: forged });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    expect(res.body).not.toContain('evil.example');
    const { root, namespace, urls } = parseSitemap(res.body as string);
    expect([root, namespace]).toEqual(['urlset', 'http://www.sitemaps.org/schemas/sitemap/0.9']);
    const locs = urls.map((url) => url.loc);
    expect(new Set(locs).size).toBe(locs.length);
    for (const url of urls) {
      expect(url.loc).toMatch(/^https:\/\/shop\.example:8443\//);
      expect(url.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const at = (path: string) => `https://shop.example:8443${path}`;
    expect(locs).toEqual(
      expect.arrayContaining([
        at('/'),
        at('/blog'),
        at('/about-us'),
        at('/sitemap'),
        at('/collections'),
        at('/login'),
      ]),
    );
    // Per-customer, robots-disallowed and parameterised routes are not pages of their own.
    expect(locs.filter((loc) => /my-account|\/cart|checkout|:slug|\*/.test(loc))).toEqual([]);
    expect(locs).toEqual(
      expect.arrayContaining([
        at('/collections/seating'),
        at('/collections/seating/lounge-chairs'),
        at('/collections/seating/lounge-chairs/egg'),
      ]),
    );
    expect(locs).not.toContain(at('/collections/seating/lounge-chairs/egg/deep'));
    expect(locs).toEqual(
      expect.arrayContaining([
        at('/product/egg-chair-replica'),
        at('/product/arc-floor-lamp'),
        at('/designer/arne-jacobsen'),
      ]),
    );
    const posts = contentSeed.POSTS.map((post) => at(`/${post.slug}`));
    expect(locs).toEqual(expect.arrayContaining(posts));

    const firstPost = await client.get(`/api/content/posts/${contentSeed.POSTS[0].slug}`);
    const entry = urls.find((url) => url.loc === at(`/${firstPost.body.slug}`));
    expect(entry?.lastmod).toBe(firstPost.body.date_gmt.slice(0, 10));
  });

  it('is gathered once a minute, not on every request', async () => {
    await client.get('/sitemap.xml');
    const before = catalogRequests;
    await client.get('/sitemap.xml');
    await client.get('/api/content/sitemap');
    expect(catalogRequests).toBe(before);
  });
});

describe('robots.txt', () => {
  it('disallows the private pages and points at the absolute sitemap URL on PUBLIC_URL, whatever the request says', async () => {
    const res = await client.request('GET', '/robots.txt', undefined, {
      headers: { 'x-forwarded-host': 'evil.example' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const lines = (res.body as string).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /my-account',
        'Disallow: /cart',
        'Disallow: /checkout',
        'Disallow: /thankyou',
        'Disallow: /search',
      ]),
    );
    expect(lines).toContain('Sitemap: https://shop.example:8443/sitemap.xml');
    expect(res.body).not.toContain('evil.example');
  });
});

describe('the /sitemap page data', () => {
  it('lists public pages, three levels of collections and the products by name', async () => {
    const res = await client.get('/api/content/sitemap');
    expect(res.status).toBe(200);
    expect(res.body.pages).toEqual(
      expect.arrayContaining([
        { path: '/', title: 'Home' },
        { path: '/about-us', title: 'About Us' },
      ]),
    );
    expect(res.body.pages.map((p: { path: string }) => p.path)).not.toContain('/checkout');
  });

  it("lists each supporting page once, a shopper's own pages too, without the spec's excluded segments", async () => {
    const { pages } = (await client.get('/api/content/sitemap')).body as {
      pages: { path: string; title: string }[];
    };
    expect(pages).toEqual([
      { path: '/', title: 'Home' },
      { path: '/about-us', title: 'About Us' },
      { path: '/blog', title: 'Blog' },
      { path: '/cart', title: 'Cart' },
      { path: '/help', title: 'Help & FAQ' },
      { path: '/login', title: 'Login' },
      { path: '/sohnne-berlin', title: 'Sohnne Berlin' },
      { path: '/sohnne-london', title: 'Sohnne London' },
      { path: '/track-my-order', title: 'Track My Order' },
    ]);
  });

  it('answers the collections and the products by name', async () => {
    const res = await client.get('/api/content/sitemap');
    expect(res.body.collections[0]).toMatchObject({
      name: 'Seating & Chairs',
      path: '/collections/seating',
    });
    expect(res.body.collections[0].children[0].children[0]).toEqual({
      name: 'Egg <Chairs>',
      path: '/collections/seating/lounge-chairs/egg',
      children: [],
    });
    expect(res.body.products).toEqual([
      { name: 'Arc Floor Lamp', path: '/product/arc-floor-lamp' },
      { name: 'Egg Chair', path: '/product/egg-chair-replica' },
    ]);
  });

  it('refuses unknown query parameters', async () => {
    expect((await client.get('/api/content/sitemap?x=1')).status).toBe(400);
  });
});
