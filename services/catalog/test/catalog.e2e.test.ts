import { get } from 'node:http';
import { Logger } from '@nestjs/common';
import { seedPart, startTestService, TestClient, TestService } from '@sohnne/service-kit/testing';
import {
  changesAfter,
  KEPT_CHANGES,
  latestChange,
  recordCatalogChange,
} from '../src/store/catalog-changes';
import { variantPrices, type StoredPrice } from '../src/products';
import { CatalogStore } from '../src/store';
import { CARD_FIELDS } from './product-card-fields';

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

/** Renames a product as any writer would: the document, then the change log; then makes the store current. */
async function renameProduct(slug: string, name: string): Promise<void> {
  const products = service.db.collection('products');
  const product = await products.findOne({ slug }, { projection: { _id: 1 } });
  if (!product) throw new Error(`No product ${slug}`);
  await products.updateOne({ _id: product._id }, { $set: { name } });
  await recordCatalogChange(service.db, { products: [product._id] });
  await service.app.get(CatalogStore).refresh();
}

describe('operations', () => {
  it('reports the database up on /health', async () => {
    const res = await client.get('/health');
    expect(res.status).toBe(200);
    expect(res.body.info.database.status).toBe('up');
  });

  it('publishes OpenAPI with the catalog paths', async () => {
    const res = await client.get('/docs/openapi.json');
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/collections',
        '/api/collections/by-path',
        '/api/products',
        '/api/products/lookup',
        '/api/products/by-slug/{slug}',
      ]),
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
    expect(after.products.length).toBeGreaterThanOrEqual(100);
    expect(after).toEqual(before);
  });
});

describe('GET /api/collections', () => {
  it('returns the top-level collections with nested children, three levels deep', async () => {
    const res = await client.get('/api/collections');
    expect(res.status).toBe(200);
    const slugs = res.body.data.map((c: { slug: string }) => c.slug);
    expect(slugs).toEqual(
      expect.arrayContaining([
        'living-room',
        'seating',
        'dining',
        'office',
        'lighting',
        'designer-furniture',
      ]),
    );
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
      expect.arrayContaining([
        'id',
        'name',
        'slug',
        'description',
        'thumbnail_desktop',
        'banner',
        'children',
      ]),
    );
  });

  it('rejects unknown query parameters', async () => {
    for (const path of [
      '/api/collections?depth=2',
      '/api/collections/by-path?path=seating&depth=2',
    ]) {
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
    expect(first.body.meta).toEqual({
      page: 1,
      perPage: 24,
      total,
      totalPages: Math.ceil(total / 24),
    });
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
    const onSale = res.body.data.filter((p: { variants: { is_discount: boolean }[] }) =>
      p.variants.some((v) => v.is_discount),
    );
    expect(onSale.length).toBeGreaterThanOrEqual(6);
    for (const variant of onSale.flatMap(
      (p: { variants: { is_discount: boolean }[] }) => p.variants,
    )) {
      if (variant.is_discount) expect(variant.discount_price).toBeLessThan(variant.price);
      expect(variant).toMatchObject(
        variant.is_discount
          ? { pay_price: variant.discount_price, was_price: variant.price }
          : { pay_price: variant.price, was_price: null },
      );
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
    expect(
      sofas.body.data.every((p: { collection_slugs: string[] }) =>
        p.collection_slugs.includes('sofas'),
      ),
    ).toBe(true);
    expect(sofas.body.data.map((p: { slug: string }) => p.slug)).toContain(
      'modular-sectional-sofa-knoll-style-replica',
    );
    const none = await client.get('/api/products?collection=no-such-collection');
    expect(none.body).toEqual({
      data: [],
      meta: { page: 1, perPage: 24, total: 0, totalPages: 0 },
    });
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
    expect(res.body).toMatchObject({
      name: 'Egg Chair (Jacobsen Style Replica)',
      designer: 'Arne Jacobsen',
      badge_text: 'Best Seller',
    });
  });

  it('rejects unknown query parameters', async () => {
    const res = await client.get(
      '/api/products/by-slug/egg-chair-jacobsen-style-replica?currency=EUR',
    );
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

/** A conditional GET through node:http: fetch would add 'Cache-Control: no-cache' to it, as browsers revalidating do not. */
const statusWithEtag = (path: string, etag: string) =>
  new Promise<number | undefined>((resolve, reject) => {
    get(service.url + path, { headers: { 'if-none-match': etag } }, (res) => {
      res.resume();
      resolve(res.statusCode);
    }).on('error', reject);
  });

type SeedProduct = {
  _id: { toString(): string };
  slug: string;
  name: string;
  category: string;
  materials: string[];
  colors: string[];
  variants: StoredPrice[];
  express_shipping: boolean;
  collection_slugs: string[];
  designer_slug: string | null;
};
const seedProducts = (): SeedProduct[] =>
  (catalogSeed as unknown as { productDocs(): SeedProduct[] }).productDocs();
type Option = { value: string; count: number; selected: boolean };

describe('GET /api/collections/listing', () => {
  it('returns the collection page: collection, breadcrumb with paths, a page of products, facets', async () => {
    const res = await client.get('/api/collections/listing?path=seating/lounge-chairs');
    expect(res.status).toBe(200);
    expect(res.body.collection).toMatchObject({
      name: 'Lounge Chairs',
      title: 'Lounge Chairs',
      slug: 'lounge-chairs',
      canonical_url: 'http://localhost:8080/collections/seating/lounge-chairs',
      banner: '/media/collections/lounge-chairs-banner.svg',
      collection_banner: '/media/collections/lounge-chairs-banner.svg',
      thumbnail_desktop: '/media/collections/lounge-chairs.svg',
    });
    expect(res.body.collection.faqs.length).toBeGreaterThan(0);
    expect(res.body.collection.description_collection.length).toBeGreaterThan(0);
    expect(res.body.breadcrumb).toEqual([
      { name: 'Seating', slug_path: 'seating', path: '/collections/seating' },
      {
        name: 'Lounge Chairs',
        slug_path: 'seating/lounge-chairs',
        path: '/collections/seating/lounge-chairs',
      },
    ]);
    const total = seedProducts().filter((product) =>
      product.collection_slugs.includes('lounge-chairs'),
    ).length;
    expect(res.body.products.meta).toEqual({
      page: 1,
      perPage: 24,
      total,
      totalPages: Math.ceil(total / 24),
    });
    expect(res.body.products.data).toHaveLength(Math.min(24, total));
    // Cards, not whole products: each the product's own values of the card's fields.
    const [card] = res.body.products.data;
    expect(Object.keys(card).sort()).toEqual(CARD_FIELDS);
    const product = (await client.get(`/api/products/by-slug/${card.slug}`)).body;
    expect(card).toEqual(Object.fromEntries(CARD_FIELDS.map((field) => [field, product[field]])));
    expect(res.body.designer).toBeNull();
    expect(res.headers.get('cache-control')).toBe('public, max-age=30, stale-while-revalidate=60');
  });

  it('filters exactly as a brute-force count over the seed, and counts each facet option against the other filters', async () => {
    const query =
      'path=seating&category[0]=lounge-chairs&category[1]=dining-chairs&material[0]=leather&material[1]=wool&price[min]=200&price[max]=2500&perPage=100';
    const res = await client.get(`/api/collections/listing?${query}`);
    expect(res.status).toBe(200);
    const filters = {
      category: ['lounge-chairs', 'dining-chairs'],
      material: ['leather', 'wool'],
      color: [] as string[],
    };
    const inSeating = seedProducts().filter((product) =>
      product.collection_slugs.includes('seating'),
    );
    const valuesOf = (product: SeedProduct, key: keyof typeof filters) =>
      key === 'category'
        ? [product.category]
        : key === 'material'
          ? product.materials
          : product.colors;
    const passes = (product: SeedProduct, except?: string) =>
      (['category', 'material', 'color'] as const).every(
        (key) =>
          key === except ||
          filters[key].length === 0 ||
          valuesOf(product, key).some((value) => filters[key].includes(value)),
      ) &&
      variantPrices(product.variants[0]).pay_price >= 200 &&
      variantPrices(product.variants[0]).pay_price <= 2500;
    const expected = inSeating
      .filter((product) => passes(product))
      .map((product) => product.slug)
      .sort();
    expect(expected.length).toBeGreaterThan(3);
    expect(res.body.products.data.map((product: { slug: string }) => product.slug).sort()).toEqual(
      expected,
    );
    expect(res.body.products.meta.total).toBe(expected.length);
    for (const key of ['category', 'material', 'color'] as const) {
      for (const option of res.body.facets[key] as Option[]) {
        const brute = inSeating.filter(
          (product) => passes(product, key) && valuesOf(product, key).includes(option.value),
        ).length;
        expect([key, option.value, option.count]).toEqual([key, option.value, brute]);
      }
    }
    expect(
      res.body.facets.material
        .filter((option: Option) => option.selected)
        .map((option: Option) => option.value)
        .sort(),
    ).toEqual(['leather', 'wool']);
    expect(res.body.facets.express_shipping.count).toBe(
      expected.filter((slug) => inSeating.find((p) => p.slug === slug)?.express_shipping).length,
    );
    expect(decodeURIComponent(res.body.query)).toBe(
      'category[0]=lounge-chairs&category[1]=dining-chairs&material[0]=leather&material[1]=wool&price[min]=200&price[max]=2500',
    );
  });

  it('narrows with every filter', async () => {
    const base = (await client.get('/api/collections/listing?path=seating')).body.products.meta
      .total;
    for (const filter of [
      'color[0]=black',
      'material[0]=boucle',
      'express_shipping=true',
      'price[max]=500',
      'category[0]=stools-and-benches',
    ]) {
      const { total } = (await client.get(`/api/collections/listing?path=seating&${filter}`)).body
        .products.meta;
      expect([filter, total > 0 && total < base]).toEqual([filter, true]);
    }
  });

  it('pages: the last page holds the rest, beyond it is empty', async () => {
    const { total } = (await client.get('/api/collections/listing?path=seating&perPage=10')).body
      .products.meta;
    const lastPage = Math.ceil(total / 10);
    const last = await client.get(
      `/api/collections/listing?path=seating&perPage=10&page=${lastPage}`,
    );
    expect(last.body.products.data).toHaveLength(total % 10 || 10);
    const beyond = await client.get(
      `/api/collections/listing?path=seating&perPage=10&page=${lastPage + 1}`,
    );
    expect(beyond.body.products).toMatchObject({
      data: [],
      meta: { page: lastPage + 1, total, totalPages: lastPage },
    });
  });

  it('sorts by the price paid either way, ties in the featured order, over the filtered pages', async () => {
    type Card = { slug: string; pay_price: number };
    const pages = async (query: string) => {
      const cards: Card[] = [];
      for (let page = 1; ; page += 1) {
        const res = await client.get(
          `/api/collections/listing?path=seating&perPage=10&page=${page}&${query}`,
        );
        expect(res.status).toBe(200);
        if (res.body.products.data.length === 0) return { cards, body: res.body };
        cards.push(...res.body.products.data);
      }
    };
    const filter = 'material[0]=leather&material[1]=wool';
    const featured = (await pages(filter)).cards;
    expect(featured.length).toBeGreaterThan(10);
    const position = new Map(featured.map((card, at) => [card.slug, at]));
    for (const [sort, sign] of [
      ['price_asc', 1],
      ['price_desc', -1],
    ] as const) {
      const { cards, body } = await pages(`${filter}&sort=${sort}`);
      const expected = [...featured].sort(
        (a, b) =>
          sign * (a.pay_price - b.pay_price) || position.get(a.slug)! - position.get(b.slug)!,
      );
      expect(cards.map((card) => card.slug)).toEqual(expected.map((card) => card.slug));
      expect(body.products.meta.total).toBe(featured.length);
      expect(decodeURIComponent(body.query)).toMatch(
        new RegExp(`^page=\\d+&material\\[0\\]=leather&material\\[1\\]=wool&sort=${sort}$`),
      );
    }
    expect(new Set(featured.map((card) => card.pay_price)).size).toBeLessThan(featured.length);
  });

  it("serves a designer's collection titled '{name} Collection' with the designer", async () => {
    const res = await client.get('/api/collections/listing?path=designer-furniture/jacobsen');
    expect(res.status).toBe(200);
    expect(res.body.collection.title).toBe('Arne Jacobsen Collection');
    expect(res.body.designer).toMatchObject({
      name: 'Arne Jacobsen',
      slug: 'jacobsen',
      country: 'Denmark',
    });
    const jacobsen = seedProducts().filter((product) => product.designer_slug === 'jacobsen');
    expect(res.body.products.meta.total).toBe(jacobsen.length);
    expect(res.body.facets.category.length).toBeGreaterThan(1);
  });

  it('400s with a clear message for malformed queries, logging no server error', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error');
    const cases: Array<[string, string]> = [
      ['page=-1', 'page must not be negative'],
      ['price[min]=900&price[max]=100', 'price[min] must not be above price[max]'],
      ['size[0]=xl', 'Unknown filter key: size[0]'],
      ['price[min]=cheap', 'price[min] must be a non-negative number'],
      ['sort=cheapest', 'sort must be one of featured, price_asc, price_desc'],
    ];
    for (const [query, message] of cases) {
      const res = await client.get(`/api/collections/listing?path=seating&${query}`);
      expect([query, res.status, res.body.message]).toEqual([query, 400, message]);
    }
    expect((await client.get('/api/collections/listing')).status).toBe(400);
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it('404s for an unknown collection', async () => {
    for (const path of ['nowhere', 'designer-furniture/nobody', 'seating/sofas']) {
      const res = await client.get(`/api/collections/listing?path=${path}`);
      expect([path, res.status]).toEqual([path, 404]);
    }
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const url = '/api/collections/listing?path=seating&color[0]=black';
    const first = await client.get(url);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(await statusWithEtag(url, etag!)).toBe(304);
    expect(
      await statusWithEtag('/api/collections/listing?path=seating&color[0]=white', etag!),
    ).toBe(200);
  });

  it('answers a repeated read from memory in front of the framework: same bytes, no cookies, security headers, counted by route', async () => {
    const url = '/api/products/by-slug/' + seedProducts()[0].slug;
    const fresh = await fetch(service.url + url);
    expect(fresh.headers.get('set-cookie')).toBeNull();
    const kept = await fetch(service.url + url, { headers: { 'x-request-id': 'repeat-1' } });
    expect(await kept.text()).toBe(await fresh.text());
    expect(kept.headers.get('etag')).toBe(fresh.headers.get('etag'));
    expect(kept.headers.get('x-request-id')).toBe('repeat-1');
    for (const header of [
      'content-type',
      'cache-control',
      'x-content-type-options',
      'content-security-policy',
    ])
      expect([header, kept.headers.get(header)]).toEqual([header, fresh.headers.get(header)]);
    const metrics = await (await fetch(`${service.url}/metrics`)).text();
    expect(metrics).toMatch(
      /http_requests_total\{method="GET",route="\/api\/products\/by-slug\/:slug",status="200",service="catalog"\} [2-9]/,
    );
  });
});

describe('designers', () => {
  it('pages designers by name, 24 a page, the last page short', async () => {
    const pages = [];
    for (let page = 1; page <= 3; page += 1)
      pages.push(
        (await client.get(`/api/pages/designers?page=${page}&perPage=24`)).body.data.results,
      );
    const total = pages[0].total;
    expect(total).toBeGreaterThanOrEqual(50);
    expect(pages.map((page) => page.data.length)).toEqual([24, 24, total - 48]);
    expect(total - 48).toBeLessThan(24);
    const all = pages.flatMap((page) => page.data);
    expect(new Set(all.map((designer: { slug: string }) => designer.slug)).size).toBe(total);
    expect(Object.keys(all[0]).sort()).toEqual(['avatar', 'country', 'name', 'slug']);
    expect(all[0].avatar).toMatchObject({
      url: expect.stringMatching(/^\/media\/designers\/.+\.svg$/),
      width: 400,
      height: 400,
    });
    expect(all.find((designer: { slug: string }) => designer.slug === 'mccobb').country).toBe(
      'United States',
    );
    const beyond = await client.get('/api/pages/designers?page=4&perPage=24');
    expect(beyond.body.data.results.data).toEqual([]);
    expect((await client.get('/api/pages/designers?page=0')).status).toBe(400);
  });

  it('serves a designer with a sanitized biography and up to 4 products', async () => {
    await service.db.collection('designers').updateOne(
      { slug: 'wegner' },
      {
        $set: {
          biography:
            '<p onclick="x()">Chairs<script>alert(1)</script> <a href="javascript:x()">a</a></p>',
        },
      },
    );
    await recordCatalogChange(service.db, { reload: ['designers'] });
    await service.app.get(CatalogStore).refresh();
    const res = await client.get('/api/designers/wegner');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Hans J. Wegner',
      country: 'Denmark',
      collection_path: '/collections/designer-furniture/wegner',
    });
    expect(res.body.biography).toBe('<p>Chairs <a rel="noopener noreferrer">a</a></p>');
    expect(res.body.products.length).toBeGreaterThan(0);
    expect(res.body.products.length).toBeLessThanOrEqual(4);
    expect(Object.keys(res.body.products[0]).sort()).toEqual(CARD_FIELDS);
    await catalogSeed.seed(service.db);
    await service.app.get(CatalogStore).refresh();
  });

  it('404s for an unknown designer', async () => {
    expect((await client.get('/api/designers/nobody')).status).toBe(404);
  });
});

describe('product page and fragments', () => {
  it('serves what a product page needs', async () => {
    const res = await client.get(
      '/api/products/by-slug/lounge-chair-and-ottoman-eames-style-replica',
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      designer_ref: { name: 'Charles & Ray Eames', slug: 'eames' },
      category: 'lounge-chairs',
      breadcrumb: [
        { name: 'Seating', path: '/collections/seating' },
        { name: 'Lounge Chairs', path: '/collections/seating/lounge-chairs' },
      ],
    });
    expect(res.body.dimensions).toMatch(/cm/);
    expect(res.body.materials).toContain('Leather');
    expect(res.body.delivery_note).toBeTruthy();
    expect(res.body.variants[0].gallery[0].alternativeText).toContain('Lounge Chair & Ottoman');
    expect(res.body.related).toHaveLength(4);
    const categoryOf = (slug: string) =>
      seedProducts().find((product) => product.slug === slug)?.category;
    expect(res.body.related.map((card: { slug: string }) => categoryOf(card.slug))).toEqual(
      Array(4).fill('lounge-chairs'),
    );
    expect(Object.keys(res.body.related[0]).sort()).toEqual(CARD_FIELDS);
  });

  it('lists related products and best sellers for fragments', async () => {
    const related = await client.get(
      '/api/products?related_to=egg-chair-jacobsen-style-replica&perPage=6',
    );
    expect(related.body.data).toHaveLength(6);
    expect(related.body.data.map((product: { slug: string }) => product.slug)).not.toContain(
      'egg-chair-jacobsen-style-replica',
    );
    const best = await client.get('/api/products?badge=Best%20Seller&perPage=3');
    expect(best.body.data).toHaveLength(3);
    expect(
      best.body.data.every(
        (product: { badge_text: string }) => product.badge_text === 'Best Seller',
      ),
    ).toBe(true);
    expect((await client.get('/api/products?related_to=nothing-here')).status).toBe(404);
    const onSale = await client.get('/api/products?on_sale=true&perPage=3');
    expect(onSale.body.data).toHaveLength(3);
    expect(
      onSale.body.data.every(
        (product: { is_discount: boolean; discount_price: number; price: number }) =>
          product.is_discount && product.discount_price < product.price,
      ),
    ).toBe(true);
    for (const product of onSale.body.data)
      expect(product).toMatchObject({
        pay_price: product.discount_price,
        was_price: product.price,
      });
    expect(onSale.body.meta.total).toBeGreaterThanOrEqual(seedProducts().length / 3);
  });

  it('keeps lookup answering name, slug, image and prices for a list of ids', async () => {
    const [first, second] = seedProducts();
    const res = await client.get(
      `/api/products/lookup?ids=${second._id.toString()},${first._id.toString()}`,
    );
    expect(res.body.data.map((product: { slug: string }) => product.slug)).toEqual([
      second.slug,
      first.slug,
    ]);
    expect(Object.keys(res.body.data[0])).toEqual(
      expect.arrayContaining([
        'name',
        'slug',
        'image',
        'price',
        'discount_price',
        'is_discount',
        'pay_price',
        'was_price',
      ]),
    );
  });
});

describe('search', () => {
  it('finds the Eames lounge chair for "eams lounge", in the spec shape', async () => {
    const res = await client.get('/api/search?product=eams%20lounge&page=1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ currentPage: 1, searchQuery: 'eams lounge' });
    expect(res.body.products[0].name).toBe('Lounge Chair & Ottoman (Eames Style Replica)');
    expect(Object.keys(res.body.products[0]).sort()).toEqual(CARD_FIELDS);
    expect(res.body.totalPages).toBe(Math.ceil(res.body.productFound / 12));
  });

  it('pages typo-tolerant results for "chiar"', async () => {
    const first = await client.get('/api/search?product=chiar');
    expect(first.body.productFound).toBeGreaterThan(12);
    expect(first.body.products).toHaveLength(12);
    const second = await client.get('/api/search?product=chiar&page=2');
    expect(second.body.currentPage).toBe(2);
    expect(second.body.products[0].id).not.toBe(first.body.products[0].id);
  });

  it('answers an empty query with no products, and 400 for a bad page', async () => {
    expect((await client.get('/api/search?product=')).body).toEqual({
      products: [],
      productFound: 0,
      currentPage: 1,
      totalPages: 0,
      searchQuery: '',
    });
    expect((await client.get('/api/search?product=x&page=-1')).status).toBe(400);
  });

  it('suggests up to 6 products', async () => {
    const res = await client.get('/api/search/suggest?q=chair');
    expect(res.body.data).toHaveLength(6);
    expect(Object.keys(res.body.data[0]).sort()).toEqual([
      'discount_price',
      'id',
      'image',
      'is_discount',
      'name',
      'pay_price',
      'price',
      'slug',
      'was_price',
    ]);
    expect((await client.get('/api/search/suggest')).status).toBe(400);
  });

  it('keeps the index current when products change', async () => {
    await renameProduct('wire-coffee-table-mid-century-style', 'Zanzibar Coffee Table');
    expect((await client.get('/api/search?product=zanzibar')).body.products[0].slug).toBe(
      'wire-coffee-table-mid-century-style',
    );
    await catalogSeed.seed(service.db);
    await service.app.get(CatalogStore).refresh();
    expect((await client.get('/api/search?product=zanzibar')).body.productFound).toBe(0);
  });
});

describe('shop-the-look and materials', () => {
  it('serves the four looks with hotspots in the spec shape', async () => {
    const res = await client.get('/api/looks');
    expect(res.body.data.map((look: { slug: string }) => look.slug)).toEqual([
      'living-room',
      'dining-room',
      'bedroom',
      'office',
    ]);
    for (const look of res.body.data) {
      expect(look.hotspots.length).toBeGreaterThanOrEqual(3);
      for (const hotspot of look.hotspots) {
        expect(hotspot).toMatchObject({
          x: expect.any(Number),
          y: expect.any(Number),
          productName: expect.any(String),
          productPrice: expect.any(Number),
          pay_price: hotspot.productPrice,
          was_price: hotspot.productIsDiscount ? hotspot.productListPrice : null,
          productLink: expect.stringMatching(/^\/product\//),
        });
        expect(hotspot.productImage.url).toMatch(/\.svg$/);
      }
    }
  });

  it('serves about 20 material families with named swatches', async () => {
    const res = await client.get('/api/materials');
    expect(res.body.data.length).toBeGreaterThanOrEqual(20);
    expect(res.body.data.map((material: { slug: string }) => material.slug)).toEqual(
      expect.arrayContaining([
        'chenille',
        'felt',
        'boucle',
        'cotton-velvet',
        'sheepskin',
        'vegan-leather',
        'aniline-leather',
        'office-chair-leather',
      ]),
    );
    expect(res.body.data[0].swatches[0]).toEqual({
      name: expect.any(String),
      hex: expect.stringMatching(/^#[0-9A-F]{6}$/i),
    });
  });
});

describe('the change log', () => {
  it('gives concurrent writers consecutive numbers, one each', async () => {
    const before = await latestChange(service.db);
    const numbers = await Promise.all(
      Array.from({ length: 5 }, () => recordCatalogChange(service.db, { products: [] })),
    );
    expect([...numbers].sort((a, b) => a - b)).toEqual(
      [1, 2, 3, 4, 5].map((offset) => before + offset),
    );
    expect((await changesAfter(service.db, before, 10))?.map((change) => change._id)).toEqual(
      [1, 2, 3, 4, 5].map((offset) => before + offset),
    );
  });

  it('shows an added product and forgets a deleted one once their change is recorded, and not before', async () => {
    const products = service.db.collection('products');
    const template = await products.findOne({ slug: 'wire-coffee-table-mid-century-style' });
    if (!template) throw new Error('seed product missing');
    const { _id: _template, ...fields } = template;
    const { insertedId } = await products.insertOne({
      ...fields,
      slug: 'quokka-side-table',
      name: 'Quokka Side Table',
    });
    await service.app.get(CatalogStore).refresh();
    expect((await client.get('/api/products/by-slug/quokka-side-table')).status).toBe(404);
    await recordCatalogChange(service.db, { products: [insertedId] });
    await service.app.get(CatalogStore).refresh();
    expect((await client.get('/api/products/by-slug/quokka-side-table')).body.name).toBe(
      'Quokka Side Table',
    );
    expect((await client.get('/api/search?product=quokka')).body.productFound).toBe(1);

    await products.deleteOne({ _id: insertedId });
    await recordCatalogChange(service.db, { products: [insertedId] });
    await service.app.get(CatalogStore).refresh();
    expect((await client.get('/api/products/by-slug/quokka-side-table')).status).toBe(404);
    expect((await client.get('/api/search?product=quokka')).body.productFound).toBe(0);
  });

  it('keeps the last changes only; a replica further behind reads everything again', async () => {
    const store = service.app.get(CatalogStore);
    await store.refresh();
    // A write no change records, then the log emptied (as if restored from an older backup): what the
    // store applied is gone from it. In this order, so that the store's own timed refresh, whenever it
    // runs, never reads the products before the write and then finds a log that starts again from 0.
    await service.db
      .collection('products')
      .updateOne(
        { slug: 'wire-coffee-table-mid-century-style' },
        { $set: { name: 'Unrecorded Table' } },
      );
    await service.db.collection('catalog_changes').deleteMany({});
    await recordCatalogChange(service.db, { products: [] });
    await store.refresh();
    expect(
      (await client.get('/api/products/by-slug/wire-coffee-table-mid-century-style')).body.name,
    ).toBe('Unrecorded Table');
    await catalogSeed.seed(service.db);
    await store.refresh();
  });

  it('keeps only the last KEPT_CHANGES changes', async () => {
    const log = service.db.collection<{ _id: number }>('catalog_changes');
    const newest = await latestChange(service.db);
    // Pretend the log is full, then record one more: the oldest goes.
    await log.insertMany(
      Array.from({ length: KEPT_CHANGES }, (_, offset) => ({
        _id: newest + 1 + offset,
        at: new Date(),
        products: [],
        reload: [],
      })),
    );
    const number = await recordCatalogChange(service.db, { products: [] });
    expect(await log.countDocuments()).toBe(KEPT_CHANGES);
    expect(await log.findOne({ _id: number - KEPT_CHANGES })).toBeNull();
    await service.app.get(CatalogStore).refresh();
  });
});
