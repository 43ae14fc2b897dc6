import { seedPart, startTestService, TestClient, TestService } from '@sohnne/service-kit/testing';
import { CatalogStore } from '../src/store/catalog-store.service';

const catalogSeed = seedPart('catalog');

let service: TestService;
let client: TestClient;

beforeAll(async () => {
  // The module is loaded after startTestService has pointed the environment at the test database.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  service = await startTestService(() => require('../src/app.module').AppModule);
  await catalogSeed.seed(service.db);
  // The store read the empty database at start: make it current now rather than at the next refresh.
  await service.app.get(CatalogStore).refresh();
  client = new TestClient(service.url);
});

afterAll(async () => {
  await service?.stop();
});

describe('operations', () => {
  it('reports the database up on /health', async () => {
    const res = await client.get('/health');
    expect(res.status).toBe(200);
    expect(res.body.info.database.status).toBe('up');
  });

  it('publishes OpenAPI with the catalog paths', async () => {
    const res = await client.get('/docs/openapi.json');
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/api/collections', '/api/collections/by-path', '/api/products', '/api/products/lookup', '/api/products/by-slug/{slug}']),
    );
  });
});

describe('seed', () => {
  it('is idempotent: a second run keeps the same documents and ids', async () => {
    const snapshot = async () => ({
      products: await service.db.collection('products').find().sort({ slug: 1 }).toArray(),
      collections: await service.db.collection('collections').find().sort({ slug: 1 }).toArray(),
    });
    const before = await snapshot();
    await catalogSeed.seed(service.db);
    const after = await snapshot();
    expect(after.products.length).toBeGreaterThanOrEqual(30);
    expect(after).toEqual(before);
  });
});

describe('GET /api/collections', () => {
  it('returns the top-level collections with nested children, three levels deep', async () => {
    const res = await client.get('/api/collections');
    expect(res.status).toBe(200);
    const slugs = res.body.data.map((c: { slug: string }) => c.slug);
    expect(slugs).toEqual(expect.arrayContaining(['living-room', 'seating', 'dining', 'office', 'lighting', 'designer-furniture']));
    expect(slugs).not.toContain('sofas');
    const living = res.body.data.find((c: { slug: string }) => c.slug === 'living-room');
    const sofas = living.children.find((c: { slug: string }) => c.slug === 'sofas');
    const sectional = sofas.children.find((c: { slug: string }) => c.slug === 'sectional-sofas');
    expect(sectional).toMatchObject({
      name: 'Sectional Sofas',
      slug_path: 'living-room/sofas/sectional-sofas',
      thumbnail_desktop: '/media/collections/sectional-sofas.svg',
      children: [],
    });
    expect(Object.keys(sectional)).toEqual(
      expect.arrayContaining(['id', 'name', 'slug', 'description', 'thumbnail_desktop', 'banner', 'children']),
    );
  });

  it('rejects unknown query parameters', async () => {
    for (const path of ['/api/collections?depth=2', '/api/collections/by-path?path=seating&depth=2']) {
      const res = await client.get(path);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('property depth should not exist');
    }
  });
});

describe('GET /api/collections/by-path', () => {
  it('returns a nested collection with its breadcrumb', async () => {
    const res = await client.get('/api/collections/by-path?path=living-room/sofas/sectional-sofas');
    expect(res.status).toBe(200);
    expect(res.body.slug).toBe('sectional-sofas');
    expect(res.body.breadcrumb).toEqual([
      { name: 'Living Room', slug_path: 'living-room' },
      { name: 'Sofas', slug_path: 'living-room/sofas' },
      { name: 'Sectional Sofas', slug_path: 'living-room/sofas/sectional-sofas' },
    ]);
  });

  it('finds designer collections under designer-furniture', async () => {
    const res = await client.get('/api/collections/by-path?path=designer-furniture/eames');
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Charles & Ray Eames');
  });

  it('404s for a path that does not exist or skips a level', async () => {
    for (const path of ['nowhere', 'seating/sofas', 'living-room/sectional-sofas', 'sofas']) {
      const res = await client.get(`/api/collections/by-path?path=${path}`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ statusCode: 404, message: 'Collection not found' });
    }
  });

  it('400s for a missing or malformed path', async () => {
    const missing = await client.get('/api/collections/by-path');
    expect(missing.status).toBe(400);
    const malformed = await client.get('/api/collections/by-path?path=a/b/c/d');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toContain('path must be 1 to 3 collection slugs joined by "/"');
  });
});

describe('GET /api/products', () => {
  it('pages with meta, 24 per page by default', async () => {
    const first = await client.get('/api/products');
    expect(first.status).toBe(200);
    const { total } = first.body.meta;
    expect(total).toBeGreaterThanOrEqual(30);
    expect(first.body.meta).toEqual({ page: 1, perPage: 24, total, totalPages: Math.ceil(total / 24) });
    expect(first.body.data).toHaveLength(24);

    const last = await client.get(`/api/products?page=${Math.ceil(total / 10)}&perPage=10`);
    expect(last.body.data).toHaveLength(total % 10 || 10);
    const beyond = await client.get(`/api/products?page=${Math.ceil(total / 10) + 1}&perPage=10`);
    expect(beyond.body.data).toEqual([]);
  });

  it('returns products in the contract shape, priced by the first variant', async () => {
    const res = await client.get('/api/products?perPage=100');
    for (const product of res.body.data) {
      expect(product.variants.length).toBeGreaterThanOrEqual(2);
      expect(product.price).toBe(product.variants[0].price);
      expect(product.is_discount).toBe(product.variants[0].is_discount);
      expect(product.image).toEqual(product.image_list[0]);
      expect(product.image.url).toMatch(/^\/media\/products\/.+\.svg$/);
      expect(product.name).toMatch(/Replica|Style/);
    }
    const onSale = res.body.data.filter((p: { variants: { is_discount: boolean }[] }) => p.variants.some((v) => v.is_discount));
    expect(onSale.length).toBeGreaterThanOrEqual(6);
    for (const variant of onSale.flatMap((p: { variants: { is_discount: boolean }[] }) => p.variants)) {
      if (variant.is_discount) expect(variant.discount_price).toBeLessThan(variant.price);
    }
  });

  it('filters featured products', async () => {
    const res = await client.get('/api/products?featured=true&perPage=100');
    expect(res.body.meta.total).toBeGreaterThanOrEqual(12);
    expect(res.body.data.every((p: { featured: boolean }) => p.featured)).toBe(true);
  });

  it('filters by collection, parents included', async () => {
    const sofas = await client.get('/api/products?collection=sofas&perPage=100');
    expect(sofas.body.meta.total).toBeGreaterThan(0);
    expect(sofas.body.data.every((p: { collection_slugs: string[] }) => p.collection_slugs.includes('sofas'))).toBe(true);
    expect(sofas.body.data.map((p: { slug: string }) => p.slug)).toContain('modular-sectional-sofa-knoll-style-replica');
    const none = await client.get('/api/products?collection=no-such-collection');
    expect(none.body).toEqual({ data: [], meta: { page: 1, perPage: 24, total: 0, totalPages: 0 } });
  });

  it.each([
    ['page=0', 'page must not be less than 1'],
    ['page=abc', 'page must be an integer number'],
    ['perPage=0', 'perPage must not be less than 1'],
    ['perPage=101', 'perPage must not be greater than 100'],
    ['featured=yes', 'featured must be a boolean value'],
    ['collection=Bad%20Slug', 'collection must be a collection slug'],
    ['sort=price', 'property sort should not exist'],
  ])('400s for %s', async (query, message) => {
    const res = await client.get(`/api/products?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(res.body.message).toContain(message);
  });
});

describe('GET /api/products/by-slug/:slug', () => {
  it('returns the product', async () => {
    const res = await client.get('/api/products/by-slug/egg-chair-jacobsen-style-replica');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Egg Chair (Jacobsen Style Replica)', designer: 'Arne Jacobsen', badge_text: 'Best Seller' });
  });

  it('rejects unknown query parameters', async () => {
    const res = await client.get('/api/products/by-slug/egg-chair-jacobsen-style-replica?currency=EUR');
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('property currency should not exist');
  });

  it('404s for an unknown slug', async () => {
    const res = await client.get('/api/products/by-slug/original-egg-chair');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ statusCode: 404, message: 'Product not found' });
  });
});

describe('GET /api/products/lookup', () => {
  it('returns the known products in the order asked, leaving unknown ids out', async () => {
    const page = await client.get('/api/products?perPage=3');
    const [a, b] = page.body.data.map((p: { id: string }) => p.id);
    const unknown = '0123456789abcdef01234567';
    const res = await client.get(`/api/products/lookup?ids=${b},${unknown},${a},${b}`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((p: { id: string }) => p.id)).toEqual([b, a]);
  });

  it('400s for no ids, malformed ids or more than 100', async () => {
    const many = Array.from({ length: 101 }, (_, i) => i.toString(16).padStart(24, '0')).join(',');
    const cases: [string, string][] = [
      ['', 'ids must name at least one product id'],
      ['?ids=abc', 'each value in ids must be a product id'],
      [`?ids=${many}`, 'ids must name at most 100 product ids'],
    ];
    for (const [query, message] of cases) {
      const res = await client.get(`/api/products/lookup${query}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    }
  });
});
